// LabelledClauses.swift: clauses labelled by hand, each with a one-line reason, to build, tune and
// measure the Tier-1 classifier (AgreementTests.swift reports agreement per field).
//
// Sources: composed clauses of the shared U.S. Code corpus (as the segmenter writes them), public-
// domain historical texts (constitutional amendments, the 1705 Virginia code, the 1882 Chinese
// exclusion act, the 1964 Civil Rights Act), and clauses written for this project in the style of
// bills (fictional). `holdout` clauses were labelled before the taxonomy was tuned and were never
// used to tune it; agreement is reported for both halves.
//
// Labelling guide (the model's categories, domain.md §8):
//   group   — whom the clause acts on: outgroup (racialised or criminalised, marked categories),
//             ingroupNonElite (citizens, workers, homeowners), elite (capital, lenders, contractors),
//             multiple (everyone, or unclear).
//   effect  — burden (restricts, punishes, takes), benefit (grants, protects, restores), mixed, neutral.
//   aar     — how far it constrains the group's freedom or economic agency (0.8+ for prohibitions,
//             detention, eviction of a marked group; about 0.5 for restrictions on everyone).
//   se      — validates in-group suffering or dismisses out-group harm.
//   ij      — justifies itself with public safety, order, morality, risk or proxy language.
//   rsc     — shields the policy from review, data, liability or structural critique.
//   terms   — proxy words the clause uses for a group (dog whistles, "variable swaps").
import DoshModel

struct Labelled {
    let text: String
    /// The heading the clause stands under, when the section depends on it.
    let heading: String?
    let group: TargetGroup
    let effect: EffectDirection
    let section: SectionType
    let aar: Double, se: Double, ij: Double, rsc: Double
    let terms: [String]
    let why: String
    let holdout: Bool

    init(_ text: String, under heading: String? = nil, _ group: TargetGroup, _ effect: EffectDirection,
         _ section: SectionType = .operativeClauses, aar: Double, se: Double = 0, ij: Double = 0, rsc: Double = 0,
         terms: [String] = [], holdout: Bool = false, why: String) {
        self.text = text; self.heading = heading; self.group = group; self.effect = effect; self.section = section
        self.aar = aar; self.se = se; self.ij = ij; self.rsc = rsc; self.terms = terms; self.why = why
        self.holdout = holdout
    }
}

let firearmClosing = ", to ship or transport in interstate or foreign commerce, or possess in or affecting commerce, any firearm or ammunition; or to receive any firearm or ammunition which has been shipped or transported in interstate or foreign commerce."

let labelledClauses: [Labelled] = [
    // MARK: 18 U.S.C. 922(g) — prohibited persons
    Labelled("It shall be unlawful for any person who has been convicted in any court of, a crime punishable by imprisonment for a term exceeding one year" + firearmClosing,
             .outgroup, .burden, aar: 0.85, ij: 0.2, why: "felons lose the right to possess firearms"),
    Labelled("It shall be unlawful for any person who is a fugitive from justice" + firearmClosing,
             .outgroup, .burden, aar: 0.85, why: "fugitives are barred from firearms"),
    Labelled("It shall be unlawful for any person who is an unlawful user of or addicted to any controlled substance (as defined in section 102 of the Controlled Substances Act (21 U.S.C. 802))" + firearmClosing,
             .outgroup, .burden, aar: 0.85, ij: 0.2, holdout: true, why: "drug users are barred from firearms"),
    Labelled("It shall be unlawful for any person who has been adjudicated as a mental defective or who has been committed to a mental institution" + firearmClosing,
             .outgroup, .burden, aar: 0.85, why: "a stigmatised status category loses a liberty"),
    Labelled("It shall be unlawful for any person who, being an alien, is illegally or unlawfully in the United States" + firearmClosing,
             .outgroup, .burden, aar: 0.9, why: "undocumented aliens are barred from firearms"),
    Labelled("It shall be unlawful for any person who, being an alien, except as provided in subsection (y)(2), has been admitted to the United States under a nonimmigrant visa (as that term is defined in section 101(a)(26) of the Immigration and Nationality Act (8 U.S.C. 1101(a)(26)))" + firearmClosing,
             .outgroup, .burden, aar: 0.85, holdout: true, why: "lawful visitors on a nonimmigrant visa are barred too"),
    Labelled("It shall be unlawful for any person who has been discharged from the Armed Forces under dishonorable conditions" + firearmClosing,
             .outgroup, .burden, aar: 0.8, why: "a marked discharge status loses a liberty"),
    Labelled("It shall be unlawful for any person who, having been a citizen of the United States, has renounced his citizenship" + firearmClosing,
             .outgroup, .burden, aar: 0.8, holdout: true, why: "former citizens are treated as outsiders"),
    Labelled("It shall be unlawful for any person who is subject to a court order that restrains such person from harassing, stalking, or threatening an intimate partner of such person" + firearmClosing,
             .outgroup, .burden, aar: 0.8, why: "persons under protective orders are barred"),
    Labelled("It shall be unlawful for any person who has been convicted in any court of a misdemeanor crime of domestic violence" + firearmClosing,
             .outgroup, .burden, aar: 0.8, ij: 0.2, why: "a conviction status category loses a liberty"),

    // MARK: 18 U.S.C. 922(o), 21 U.S.C. 841(a), 812(b)
    Labelled("Except as provided in paragraph (2), it shall be unlawful for any person to transfer or possess a machinegun.",
             .multiple, .burden, aar: 0.6, why: "a prohibition on everyone, no marked group"),
    Labelled("This subsection does not apply with respect to a transfer to or by, or possession by or under the authority of, the United States or any department or agency thereof or a State, or a department, agency, or political subdivision thereof.",
             .multiple, .benefit, .exceptions, aar: 0.1, holdout: true, why: "exempts the state from its own prohibition"),
    Labelled("This subsection does not apply with respect to any lawful transfer or lawful possession of a machinegun that was lawfully possessed before the date this subsection takes effect.",
             .multiple, .benefit, .exceptions, aar: 0.1, why: "grandfathers existing owners"),
    Labelled("Unlawful acts Except as authorized by this subchapter, it shall be unlawful for any person knowingly or intentionally, to manufacture, distribute, or dispense, or possess with intent to manufacture, distribute, or dispense, a controlled substance.",
             .multiple, .burden, aar: 0.7, ij: 0.2, why: "drug prohibition on any person"),
    Labelled("Unlawful acts Except as authorized by this subchapter, it shall be unlawful for any person knowingly or intentionally, to create, distribute, or dispense, or possess with intent to distribute or dispense, a counterfeit substance.",
             .multiple, .burden, aar: 0.65, holdout: true, why: "counterfeit-drug prohibition on any person"),
    Labelled("The findings required for each of the schedules are as follows: Schedule I: The drug or other substance has a high potential for abuse.",
             .multiple, .neutral, aar: 0, why: "a scheduling criterion, acts on no one"),
    Labelled("The findings required for each of the schedules are as follows: Schedule II: The drug or other substance has a currently accepted medical use in treatment in the United States or a currently accepted medical use with severe restrictions.",
             .multiple, .neutral, aar: 0, holdout: true, why: "a scheduling criterion, acts on no one"),

    // MARK: civil rights statutes (protections)
    Labelled("No person in the United States shall, on the ground of race, color, or national origin, be excluded from participation in, be denied the benefits of, or be subjected to discrimination under any program or activity receiving Federal financial assistance.",
             .outgroup, .benefit, aar: 0, why: "protects racial groups from exclusion"),
    Labelled("No voting qualification or prerequisite to voting or standard, practice, or procedure shall be imposed or applied by any State or political subdivision in a manner which results in a denial or abridgement of the right of any citizen of the United States to vote on account of race or color, or in contravention of the guarantees set forth in section 10303(f)(2) of this title, as provided in subsection (b).",
             .outgroup, .benefit, aar: 0, why: "protects the vote of racial minorities"),
    Labelled("A violation of subsection (a) is established if, based on the totality of circumstances, it is shown that the political processes leading to nomination or election in the State or political subdivision are not equally open to participation by members of a class of citizens protected by subsection (a) in that its members have less opportunity than other members of the electorate to participate in the political process and to elect representatives of their choice.",
             .outgroup, .benefit, aar: 0, rsc: 0, holdout: true, why: "an effects test that lets protected classes prove dilution"),
    Labelled("The extent to which members of a protected class have been elected to office in the State or political subdivision is one circumstance which may be considered: Provided, That nothing in this section establishes a right to have members of a protected class elected in numbers equal to their proportion in the population.",
             .outgroup, .mixed, aar: 0.1, rsc: 0.4, why: "a factor for protected classes, with a disclaimer that limits the remedy"),
    Labelled("Whoever, under color of any law, statute, ordinance, regulation, or custom, willfully subjects any person in any State, Territory, Commonwealth, Possession, or District to the deprivation of any rights, privileges, or immunities secured or protected by the Constitution or laws of the United States, or to different punishments, pains, or penalties, on account of such person being an alien, or by reason of his color, or race, than are prescribed for the punishment of citizens, shall be fined under this title or imprisoned not more than one year, or both.",
             .outgroup, .benefit, .penalties, aar: 0.2, why: "punishes officials who deprive aliens and racial groups of rights"),
    Labelled("If two or more persons conspire to injure, oppress, threaten, or intimidate any person in any State, Territory, Commonwealth, Possession, or District in the free exercise or enjoyment of any right or privilege secured to him by the Constitution or laws of the United States, or because of his having so exercised the same.",
             .multiple, .benefit, aar: 0.2, holdout: true, why: "protects anyone's exercise of rights against conspiracies"),
    Labelled("It shall be an unlawful employment practice for an employer to fail or refuse to hire or to discharge any individual, or otherwise to discriminate against any individual with respect to his compensation, terms, conditions, or privileges of employment, because of such individual's race, color, religion, sex, or national origin.",
             .outgroup, .benefit, aar: 0.1, why: "Title VII protects workers from racial discrimination"),

    // MARK: 18 U.S.C. 1589, 981(a), 2511
    Labelled("Whoever knowingly provides or obtains the labor or services of a person by any one of, or by any combination of, the following means by means of force, threats of force, physical restraint, or threats of physical restraint to that person or another person, shall be punished as provided under subsection (d).",
             .multiple, .burden, aar: 0.6, why: "criminalises forced labour by anyone"),
    Labelled("Whoever violates this section shall be fined under this title, imprisoned not more than 20 years, or both.",
             .multiple, .burden, .penalties, aar: 0.65, why: "the penalty for forced labour"),
    Labelled("In this section: The term “serious harm” means any harm, whether physical or nonphysical, including psychological, financial, or reputational harm, that is sufficiently serious, under all the surrounding circumstances, to compel a reasonable person of the same background and in the same circumstances to perform or to continue performing labor or services in order to avoid incurring that harm.",
             .multiple, .neutral, .definitions, aar: 0.1, holdout: true, why: "a definition"),
    Labelled("The following property is subject to forfeiture to the United States: Any property, real or personal, involved in a transaction or attempted transaction in violation of section 1956, 1957 or 1960 of this title, or any property traceable to such property.",
             .multiple, .burden, aar: 0.5, why: "civil forfeiture of property"),
    Labelled("For purposes of paragraph (1), the term “proceeds” is defined as follows: In cases involving lawful goods or lawful services that are sold or provided in an illegal manner, the term “proceeds” means the amount of money acquired through the illegal transactions resulting in the forfeiture, less the direct costs incurred in providing the goods or services.",
             .multiple, .neutral, .definitions, aar: 0.2, holdout: true, why: "defines proceeds"),
    Labelled("The claimant shall have the burden of proof with respect to the issue of direct costs.",
             .multiple, .burden, aar: 0.2, rsc: 0.3, why: "puts the proof burden on the owner"),
    Labelled("Except as otherwise specifically provided in this chapter any person who intentionally intercepts, endeavors to intercept, or procures any other person to intercept or endeavor to intercept, any wire, oral, or electronic communication, shall be punished as provided in subsection (4) or shall be subject to suit as provided in subsection (5).",
             .multiple, .burden, aar: 0.4, why: "prohibits wiretapping by anyone"),
    Labelled("It shall not be unlawful under this chapter for an operator of a switchboard, or an officer, employee, or agent of a provider of wire or electronic communication service, whose facilities are used in the transmission of a wire or electronic communication, to intercept, disclose, or use that communication in the normal course of his employment.",
             .elite, .benefit, .exceptions, aar: 0.1, why: "exempts service providers"),
    Labelled("No cause of action shall lie in any court against any provider of wire or electronic communication service, its officers, employees, or agents, landlord, custodian, or other specified person for providing information, facilities, or assistance in accordance with the terms of a court order, statutory authorization, or certification under this chapter.",
             .elite, .benefit, aar: 0.1, rsc: 0.8, holdout: true, why: "immunises providers from suit"),
    Labelled("It shall not be unlawful under this chapter for a person acting under color of law to intercept a wire, oral, or electronic communication, where such person is a party to the communication or one of the parties to the communication has given prior consent to such interception.",
             .multiple, .benefit, .exceptions, aar: 0.1, why: "consent exception for officials"),

    // MARK: historical texts (public domain)
    Labelled("Neither slavery nor involuntary servitude, except as a punishment for crime whereof the party shall have been duly convicted, shall exist within the United States, or any place subject to their jurisdiction.",
             .outgroup, .mixed, aar: 0.4, ij: 0.3, why: "abolishes slavery but keeps it as punishment for crime"),
    Labelled("Congress shall have power to enforce this article by appropriate legislation.",
             .multiple, .neutral, aar: 0, why: "enforcement power, acts on no group"),
    Labelled("No State shall make or enforce any law which shall abridge the privileges or immunities of citizens of the United States; nor shall any State deprive any person of life, liberty, or property, without due process of law; nor deny to any person within its jurisdiction the equal protection of the laws.",
             .multiple, .benefit, aar: 0, holdout: true, why: "equal protection for everyone"),
    Labelled("The right of citizens of the United States to vote shall not be denied or abridged by the United States or by any State on account of race, color, or previous condition of servitude.",
             .outgroup, .benefit, aar: 0, why: "protects the vote against racial denial"),
    Labelled("All servants imported and brought into the Country, by sea or land, who were not Christians in their native Country, shall be accounted and be slaves.",
             .outgroup, .burden, aar: 0.95, se: 0.6, ij: 0.8, rsc: 0.6, why: "enslaves imported non-Christians, widening the enslaved class"),
    Labelled("If any slave resist his master, or owner, or other person, by his or her order, correcting such slave, and shall happen to be killed in such correction, it shall not be accounted felony, but the master, owner, and every such other person so giving correction, shall be free of all punishment and accusation for the same, as if such accident had never happened.",
             .elite, .benefit, aar: 0.95, se: 0.9, ij: 0.7, rsc: 0.95, why: "masters are immune for killing enslaved people"),
    Labelled("No negro, mulatto, or Indian shall at any time purchase any Christian servant, nor any other, except of their own complexion.",
             .outgroup, .burden, aar: 0.9, se: 0.4, ij: 0.7, rsc: 0.4, holdout: true, why: "bars the outgroup from buying labour"),
    Labelled("The coming of Chinese laborers to the United States be, and the same is hereby, suspended; and during such suspension it shall not be lawful for any Chinese laborer to come.",
             .outgroup, .burden, aar: 0.95, ij: 0.6, why: "excludes Chinese laborers"),
    Labelled("Hereafter no State court or court of the United States shall admit Chinese to citizenship; and all laws in conflict with this act are hereby repealed.",
             .outgroup, .burden, aar: 0.8, ij: 0.5, rsc: 0.3, holdout: true, why: "bars Chinese from naturalisation"),

    // MARK: fictional bills — oppressive
    Labelled("A peace officer may order any person loitering in a designated zone to disperse, and may arrest without a warrant any person who fails to comply within five minutes.",
             .outgroup, .burden, aar: 0.9, ij: 0.5, rsc: 0.6, terms: ["designated zone"], why: "zone-based dispersal and warrantless arrest"),
    Labelled("Any person identified as a gang associate shall be entered in the statewide gang database, and such entry shall not be subject to notice, review, or appeal.",
             .outgroup, .burden, aar: 0.85, se: 0.3, ij: 0.6, rsc: 0.95, terms: ["gang"], why: "unreviewable gang database"),
    Labelled("Recipients of public housing assistance who are arrested for any offense under this Act shall be subject to immediate eviction proceedings, regardless of conviction.",
             .outgroup, .burden, aar: 0.95, se: 0.7, ij: 0.6, rsc: 0.8, terms: ["public housing"], why: "eviction without conviction"),
    Labelled("\"Gang associate\" means any person who is observed on two or more occasions in the company of a known gang member, or who displays colors, hand signs, or tattoos associated with a gang.",
             .outgroup, .burden, .definitions, aar: 0.7, se: 0.3, ij: 0.7, rsc: 0.5, terms: ["gang", "hand signs", "tattoos"], why: "a definition that widens who is a gang associate"),
    Labelled("\"Designated zone\" means any neighborhood that the chief of police certifies as having an elevated rate of calls for service, drug activity, or gang presence.",
             .outgroup, .burden, .definitions, aar: 0.5, ij: 0.7, rsc: 0.5, terms: ["calls for service", "drug activity", "gang"], holdout: true, why: "proxy-based zones"),
    Labelled("Aggravated loitering is a class A misdemeanor punishable by up to one year in jail and a fine of $4,000; a second offense is a state jail felony.",
             .outgroup, .burden, .penalties, aar: 0.85, ij: 0.4, why: "harsh penalties for loitering"),
    Labelled("A person convicted of criminal gang association shall be ineligible for probation, deferred adjudication, or expunction.",
             .outgroup, .burden, .penalties, aar: 0.9, ij: 0.5, rsc: 0.8, terms: ["gang"], holdout: true, why: "removes every path out of a conviction"),
    Labelled("Any applicant for cash assistance shall submit to a drug test, and an applicant who fails the test shall be ineligible for benefits for one year.",
             .outgroup, .burden, aar: 0.8, se: 0.5, ij: 0.6, rsc: 0.5, why: "drug testing of welfare applicants"),
    Labelled("Each recipient of welfare benefits shall perform not less than thirty hours of work activities each week as a condition of continued eligibility.",
             .outgroup, .burden, aar: 0.75, se: 0.4, ij: 0.6, rsc: 0.6, terms: ["welfare"], why: "work requirements for welfare"),
    Labelled("A voter who does not present a current government-issued photo identification shall not be permitted to cast a regular ballot.",
             .multiple, .burden, aar: 0.7, ij: 0.4, rsc: 0.3, holdout: true, why: "photo ID requirement to vote"),
    Labelled("The registrar shall remove from the rolls any voter who has not voted in two consecutive general elections and fails to return a confirmation notice.",
             .multiple, .burden, aar: 0.6, rsc: 0.4, why: "voter roll purge"),
    Labelled("A law enforcement officer who has reasonable suspicion that a person is unlawfully present in the United States shall detain the person and notify federal immigration authorities.",
             .outgroup, .burden, aar: 0.95, ij: 0.5, rsc: 0.5, why: "detention on suspicion of status"),
    Labelled("No person who has been convicted of a felony shall be eligible to vote until the person has paid all fines, fees, and restitution in full.",
             .outgroup, .burden, aar: 0.85, se: 0.3, ij: 0.4, rsc: 0.5, holdout: true, why: "wealth condition on felon voting"),
    Labelled("A landlord may refuse to rent to any applicant with a criminal history, and no landlord shall be liable for any such refusal.",
             .outgroup, .burden, aar: 0.8, ij: 0.4, rsc: 0.8, terms: ["criminal history"], why: "housing denial with a liability shield"),
    Labelled("The possession of five grams or more of cocaine base shall be punished by a mandatory minimum term of imprisonment of five years.",
             .outgroup, .burden, .penalties, aar: 0.95, ij: 0.6, rsc: 0.5, why: "crack mandatory minimum"),
    Labelled("Any juvenile found in a public place within the city after 10 p.m. without a parent shall be taken into custody and the parent shall be fined $250.",
             .multiple, .burden, aar: 0.85, ij: 0.5, why: "youth curfew with custody"),
    Labelled("Areas in which there is an infiltration of inharmonious racial groups shall be graded hazardous, and no mortgage shall be insured in such areas.",
             .outgroup, .burden, aar: 0.85, se: 0.5, ij: 0.8, rsc: 0.7, terms: ["infiltration", "inharmonious", "hazardous"], holdout: true, why: "redlining by racial composition"),
    Labelled("Statistics on arrests under this Act shall be reported in aggregate only, and no agency shall be required to collect data on the race or ethnicity of persons stopped.",
             .outgroup, .burden, aar: 0.4, ij: 0.4, rsc: 0.95, why: "hides racial disparities from review"),
    Labelled("All instruction in public schools shall be conducted in English, and no public funds shall be used for instruction in any other language.",
             .outgroup, .burden, aar: 0.6, ij: 0.5, rsc: 0.3, why: "English-only instruction"),
    Labelled("Any person who camps or sleeps on public property shall be guilty of a misdemeanor punishable by a fine of up to $500.",
             .outgroup, .burden, .penalties, aar: 0.85, se: 0.3, ij: 0.4, holdout: true, why: "criminalises homelessness"),
    Labelled("In order to preserve public order and the quality of life in urban neighborhoods, the department shall conduct saturation patrols in high crime areas.",
             .outgroup, .burden, aar: 0.7, se: 0.4, ij: 0.85, rsc: 0.3, terms: ["public order", "quality of life", "urban", "high crime area"], why: "proxy-justified saturation policing"),

    // MARK: fictional bills — elite benefits
    Labelled("Property owners and businesses within a designated zone may apply for grants of up to $50,000 for private security, lighting, and surveillance equipment.",
             .elite, .benefit, aar: 0.4, ij: 0.4, terms: ["designated zone"], why: "grants to owners and businesses"),
    Labelled("The department shall contract with private operators to expand detention capacity for persons held under this Act, with payment set per occupied bed.",
             .elite, .benefit, aar: 0.6, ij: 0.4, rsc: 0.5, why: "private detention contracts"),
    Labelled("The State guarantees each private correctional contractor a minimum occupancy of ninety percent of contracted beds, and shall pay for any unused bed.",
             .elite, .benefit, aar: 0.6, rsc: 0.6, holdout: true, why: "occupancy guarantees for private prisons"),
    Labelled("Any investor who acquires an interest in a qualified opportunity fund shall be eligible for a tax credit equal to fifteen percent of the capital invested.",
             .elite, .benefit, aar: 0.1, ij: 0.3, why: "investor tax credit"),
    Labelled("Capital gains realized by a corporation on the sale of qualified property shall be exempt from the franchise tax.",
             .elite, .benefit, aar: 0.1, rsc: 0.2, why: "corporate tax exemption"),
    Labelled("No contractor shall be liable for any injury to a detainee arising from the performance of a detention contract, except in the case of gross negligence.",
             .elite, .benefit, aar: 0.5, se: 0.6, rsc: 0.9, holdout: true, why: "liability shield for contractors"),
    Labelled("The Authority shall guarantee one hundred percent of the principal of any loan made by a participating lender under this program.",
             .elite, .benefit, aar: 0.1, rsc: 0.3, why: "loan guarantees for lenders"),
    Labelled("A lender that complies with the underwriting standards of this section shall have immunity from any claim of disparate impact.",
             .elite, .benefit, aar: 0.3, rsc: 0.95, why: "shields lenders from discrimination claims"),
    Labelled("Any developer that builds within an enterprise zone shall receive a property tax abatement for fifteen years.",
             .elite, .benefit, aar: 0.1, holdout: true, why: "tax abatement for developers"),
    Labelled("The decision of the commissioner to award a concession under this section shall be within the commissioner's sole discretion and shall not be subject to judicial review.",
             .elite, .benefit, aar: 0.2, rsc: 0.95, why: "unreviewable concessions"),

    // MARK: fictional bills — in-group benefits and concessions
    Labelled("Residents who are homeowners in good standing may register with the Neighborhood Watch Council and shall receive priority notice of enforcement operations.",
             .ingroupNonElite, .benefit, aar: 0.3, se: 0.6, ij: 0.4, why: "priority for homeowners in the buffer class"),
    Labelled("A first-time homebuyer shall be eligible for down payment assistance of up to $10,000.",
             .ingroupNonElite, .benefit, aar: 0, se: 0.3, why: "down payment help"),
    Labelled("Every honorably discharged veteran shall receive a preference of five points on any civil service examination.",
             .ingroupNonElite, .benefit, aar: 0, se: 0.4, holdout: true, why: "veterans preference"),
    Labelled("The homestead exemption for each homeowner shall be increased to $50,000 of assessed value.",
             .ingroupNonElite, .benefit, aar: 0, se: 0.3, why: "homeowner tax relief"),
    Labelled("Each taxpayer whose household income is below $80,000 shall receive a refundable credit of $500.",
             .ingroupNonElite, .benefit, aar: 0, se: 0.3, why: "middle-class tax credit"),
    Labelled("Law-abiding citizens shall have the right to carry a concealed handgun without a permit.",
             .ingroupNonElite, .benefit, aar: 0.1, se: 0.6, ij: 0.5, holdout: true, why: "gun rights framed for the law-abiding"),
    Labelled("Victims of crime and their families shall be notified of every parole hearing and may address the parole board.",
             .ingroupNonElite, .benefit, aar: 0.2, se: 0.7, ij: 0.3, why: "voice for victims, weight against parole"),
    Labelled("Each worker shall be paid not less than $15.00 per hour.",
             .ingroupNonElite, .benefit, aar: 0, why: "minimum wage"),

    // MARK: fictional bills — liberatory provisions
    Labelled("A person whose conviction is for a misdemeanor offense may petition the court to seal the record after three years without a new conviction.",
             .outgroup, .benefit, aar: 0.1, why: "record sealing"),
    Labelled("A person convicted of a felony shall have the right to vote restored upon release from incarceration.",
             .outgroup, .benefit, aar: 0.1, holdout: true, why: "voting restoration"),
    Labelled("An employer shall not inquire into or consider the criminal history of an applicant until after a conditional offer of employment has been made.",
             .outgroup, .benefit, aar: 0.1, terms: ["criminal history"], why: "fair-chance hiring"),
    Labelled("The Department shall award grants to community organizations that provide housing, job training, and mental health services to persons returning from incarceration.",
             .outgroup, .benefit, aar: 0, why: "reentry funding"),
    Labelled("A landlord shall not refuse to rent to a tenant on the basis of the tenant's source of income, including a housing voucher.",
             .ingroupNonElite, .benefit, aar: 0, holdout: true, why: "source-of-income protection for tenants"),
    Labelled("No tenant shall be evicted without a hearing before a court and a written finding of just cause.",
             .ingroupNonElite, .benefit, aar: 0, rsc: 0, why: "just-cause eviction protection"),
    Labelled("No person shall be denied a license, permit, or occupational certificate solely because of a prior arrest that did not result in conviction.",
             .outgroup, .benefit, aar: 0.1, why: "bars arrest-record discrimination"),
    Labelled("Law enforcement agencies shall collect and publish data on the race and ethnicity of every person stopped, searched, or arrested.",
             .outgroup, .benefit, aar: 0.1, rsc: 0, holdout: true, why: "transparency on racial disparities"),
    Labelled("Any person held in pretrial detention solely because of inability to pay bail shall be released on personal recognizance.",
             .outgroup, .benefit, aar: 0.1, why: "ends wealth-based detention"),
    Labelled("The State shall not deny or revoke a professional license because of the applicant's immigration status.",
             .outgroup, .benefit, aar: 0.1, holdout: true, why: "licensing open to immigrants"),

    // MARK: neutral and procedural
    Labelled("This Act shall take effect on January 1 of the year following its enactment.",
             .multiple, .neutral, aar: 0, why: "effective date"),
    Labelled("If any provision of this Act is held invalid, the remainder of the Act shall not be affected.",
             .multiple, .neutral, aar: 0, holdout: true, why: "severability"),
    Labelled("This Act may be cited as the Safe Neighborhoods and Public Order Act.",
             .multiple, .neutral, .title, aar: 0, ij: 0.3, why: "short title"),
    Labelled("The term \"department\" means the Department of Public Safety.",
             .multiple, .neutral, .definitions, aar: 0, why: "a definition"),
    Labelled("The Secretary shall submit an annual report to the Legislature on the implementation of this Act.",
             .multiple, .neutral, aar: 0, holdout: true, why: "reporting duty"),
    Labelled("There is appropriated $2,000,000 from the general fund for the purposes of this Act.",
             .multiple, .neutral, aar: 0, why: "appropriation"),
    Labelled("The commission shall consist of nine members appointed by the Governor.",
             .multiple, .neutral, aar: 0, why: "composition of a body"),
    Labelled("Nothing in this Act shall be construed to authorize stops based solely on race, color, or national origin.",
             .outgroup, .benefit, aar: 0.1, rsc: 0.5, holdout: true, why: "limits race-based stops, weakly (\"solely\")"),

    // MARK: sections by heading
    Labelled("A person who violates section 3 shall be fined not more than $1,000.", under: "SEC. 5. PENALTIES.",
             .multiple, .burden, .penalties, aar: 0.55, why: "a fine under the penalties heading"),
    Labelled("This section does not apply to a person engaged in lawful commercial activity at a licensed business.", under: "SEC. 6. EXCEPTIONS.",
             .elite, .benefit, .exceptions, aar: 0.2, why: "exempts licensed businesses"),
    Labelled("\"Zone\" means an area designated under section 4.", under: "SEC. 2. DEFINITIONS.",
             .multiple, .neutral, .definitions, aar: 0, holdout: true, why: "a definition under the definitions heading"),
]

// BuiltinTaxonomy.swift: the built-in Tier-1 taxonomy, as the same JSON a user passes with
// `--taxonomy FILE` (embedded here so dosh needs no resource bundle). `analyze --print-taxonomy`
// writes it out as a starting point for a custom one.
//
// The cues were chosen from the paper's categories (domain.md §8) and tuned on the tuning half of
// the labelled set in Tests/DoshTextTests/LabelledClauses.swift; docs/text-analysis.md explains them.
// Weights: 1 by default; 0.5 for weak or ambiguous cues; more for unmistakable ones.

let builtinTaxonomyJSON = #"""
{
  "name": "built-in",
  "groups": {
    "outgroup": [
      "alien", "illegal alien", {"cue": "being an alien", "weight": 2}, "undocumented", "noncitizen", "non-citizen",
      "nonimmigrant", "unlawfully present", "illegally present", "deportable", "inadmissible", "refugee",
      "asylum seeker", "foreign national", "migrant",
      "felon", "felony conviction", "convicted", "conviction", "criminal record", "criminal history",
      "ex-offender", "offender", "inmate", "prisoner", "parolee", "probationer", "detainee", "arrestee",
      "person arrested", "persons arrested", "fugitive", "gang member", "gang associate", "gang", "delinquent",
      "vagrant", "vagrancy", "loiterer", "panhandler", "homeless", "transient",
      "addict", "addicted", "unlawful user", "drug user", "drug offender", "drug trafficker", "drug dealer", "crack",
      {"cue": "crime", "weight": 0.5}, {"cue": "misdemeanor crime", "weight": 1},
      "slave", "negro", "mulatto", "colored", "indian", {"cue": "servant", "weight": 0.5}, "not christian",
      "chinese", "race", "color", "national origin", "racial", "ethnic", "ethnicity", "minority", "people of color",
      "racial group", "inharmonious", "foreign-born",
      "welfare recipient", "recipient of public assistance", "recipients of public housing", "public housing",
      "low-income", "indigent", "poor",
      "mental defective", "mental institution", "previous condition of servitude", "protected class",
      "cocaine base", "returning from incarceration", "formerly incarcerated", "recipient of welfare", "cash assistance",
      "loitering", {"cue": "juvenile", "weight": 0.5}, "dishonorable", {"cue": "renounced his citizenship", "weight": 2}, "renounce",
      {"cue": "who has been", "weight": 0.5}, {"cue": "who is", "weight": 0.5}, {"cue": "who has", "weight": 0.5},
      {"cue": "subject to a court order", "weight": 1}
    ],
    "ingroupNonElite": [
      "citizen", "taxpayer", "homeowner", "home buyer", "homebuyer", "first-time homebuyer", "veteran", "worker",
      "employee", "wage earner", "law-abiding", {"cue": "voter", "weight": 0.5}, "victim", "elector", "household", "working families", "middle class",
      "hardworking", "consumer", "tenant", "renter", "student", "retiree", "senior", "family farmer",
      {"cue": "resident", "weight": 0.5}, {"cue": "family", "weight": 0.5}, {"cue": "parent", "weight": 0.5},
      {"cue": "member of the public", "weight": 0.5}, "white", "white person", "christian", "neighborhood watch"
    ],
    "elite": [
      "investor", "corporation", {"cue": "company", "weight": 0.5}, "business", "employer", "lender", "bank",
      "financial institution", "creditor", "landlord", "property owner", "developer", "contractor",
      "private operator", "private prison", "vendor", "shareholder", "stakeholder", "donor", "entrepreneur",
      "job creator", "capital gains", "carried interest", "slaveholder", "master", "owner of slaves", "planter",
      "insurer", "insurance company", "mortgage lender", "servicer", "broker", "dealer", "licensed dealer",
      "manufacturer", "operator", "provider", "estate", "holder of", "franchise", "monopoly",
      {"cue": "owner", "weight": 0.5}
    ]
  },
  "effects": {
    "burden": [
      "unlawful", "prohibited", "prohibit", "prohibition", "forbidden", "ban", "restrict", "restriction",
      "deny", "denial", "exclude", "exclusion", "disqualify", "ineligible", "revoke", "revocation", "terminate",
      "evict", "eviction", "deport", "deportation", {"cue": "removal", "weight": 0.5}, "detain", {"cue": "detention", "weight": 0.5},
      "arrest", "incarcerate", "drug test", "as a condition of", "work requirement", "remove", "purge",
      "taken into custody", "saturation patrol", "crackdown", "sweep", "incarceration", "imprison", "imprisonment", "jail", {"cue": "prison", "weight": 0.5},
      "fine", "penalty", "punish", "punishment", "punishable", "forfeit", "forfeiture", "seize", "seizure",
      "confiscate", {"cue": "sentence", "weight": 0.5}, {"cue": "offense", "weight": 0.5}, {"cue": "misdemeanor", "weight": 0.5},
      {"cue": "felony", "weight": 0.5}, "guilty", "curfew", "disperse", "loiter", "loitering",
      "discrimination", "discriminate", "slavery", "servitude", "involuntary servitude", "enslave", "bondage",
      "segregate", "segregation", "whip", "lashes", "mandatory minimum", "abridge", "abridgement",
      "subject to forfeiture", "shall be entered", "database", "burden", "surcharge", "lien", "garnish",
      "injure", "oppress", "threaten", "intimidate", "deprivation", "hazardous", "grade d", "redline",
      "accounted and be slaves", "shall be slaves", "refuse", "withhold", "suspend", "expel", "bar",
      "stop and frisk", "shall not be entitled", "disenfranchise", "disfranchise", "lose", "loss of",
      {"cue": "shall be subject to", "weight": 0.5}, {"cue": "restrain", "weight": 0.5}
    ],
    "benefit": [
      "eligible", "entitled", "entitle", {"cue": "benefit", "weight": 0.5}, "grant", "does not apply", "do not apply",
      "shall not apply", "contract with", {"cue": "payment", "weight": 0.5}, "shall be paid", "shall be notified",
      "may petition", "shall be released", "free of all punishment", "award", {"cue": "assistance", "weight": 0.5},
      "subsidy", "tax credit", "loan guarantee", "guarantee", {"cue": "protect", "weight": 0.5}, "protection",
      "right to", "restore", "restoration", "expunge", "expungement", "seal", "reinstate", "exempt", "exemption",
      "waive", "waiver", "relief", "compensation", "reimburse", "priority", "preference", "access to",
      "opportunity", {"cue": "funding", "weight": 0.5}, {"cue": "support", "weight": 0.5},
      "housing assistance", "down payment", "scholarship", "training", "reentry", "rehabilitation", "fair chance",
      "equal protection", "equal opportunity", "immunity", "immune", "safe harbor", "indemnify", "indemnification",
      "deduction", "allowance", "tax break", "shall receive", "may apply for", "authorized to receive", "free",
      "freedom", "abolish", "repeal", "reduce", "discount", "incentive", "bonus", "credit toward", "right to vote"
    ]
  },
  "architecture": {
    "aar": [
      "possess", "possession", "travel", "movement", {"cue": "reside", "weight": 0.5}, "curfew", "loiter", "disperse",
      "detain", "confine", "confinement", {"cue": "restrain", "weight": 0.5}, "freedom of movement",
      {"cue": "employment", "weight": 0.5}, {"cue": "license", "weight": 0.5}, {"cue": "vote", "weight": 0.5},
      "marry", "assemble", "assembly", {"cue": "enter", "weight": 0.5}, "without a warrant", {"cue": "register", "weight": 0.5},
      "surveillance", "monitoring", "electronic monitoring", "search", "seize", {"cue": "firearm", "weight": 0.5},
      "evict", "eviction", "deport", "arrest", "detention", "imprison", "incarcerate", "slave", "servitude",
      "mandatory minimum", "probation", "parole", "ineligible", "pass", "leave the", "segregate", "forced labor",
      "labor or services", "mortgage", "credit", "loan", "drug test", "custody", "saturation patrol"
    ],
    "se": [
      "victim", "law-abiding", "innocent", "hardworking", "families", "our communities", "community safety",
      "peace of mind", "protect children", "deserving", "undeserving", "regardless of hardship",
      "without regard to hardship", "quality of life", "public nuisance", "menace", "thug", "predator",
      "good standing", "respectable", "decent"
    ],
    "ij": [
      "public safety", "public order", "law and order", "moral", "morality", "civilization", "decency", "deterrence",
      "deter", "protect the public", "community standards", {"cue": "risk", "weight": 0.5}, "hazard", "hazardous",
      "stability", "blight", "disorder", "nuisance", "war on", "dangerous", {"cue": "threat to", "weight": 0.5},
      {"cue": "national security", "weight": 0.5}, "personal responsibility", "tough on crime", "zero tolerance",
      "merit", "character", "fitness", "christian", "heathen", "infiltration", "inharmonious", "desirable",
      "undesirable", {"cue": "crime", "weight": 0.5}, "for the protection of", "drug-free"
    ],
    "rsc": [
      "not be subject to review", "judicial review", "no cause of action", "final and conclusive", "sole discretion",
      {"cue": "discretion", "weight": 0.5}, "in aggregate only", "shall not be required to collect",
      "not be required to collect", "confidential", "exempt from disclosure", "immunity", "immune",
      "shall not be liable", "good faith", "personal responsibility", "individual responsibility",
      "regardless of", {"cue": "notwithstanding any other", "weight": 0.5}, "without notice", "without a hearing",
      "not reviewable", "no appeal", "appeal", "qualified immunity", {"cue": "solely", "weight": 0.5}, "race-neutral", "facially neutral",
      {"cue": "shall not be construed", "weight": 0.5}, "deemed", "conclusive", "unreviewable", "expunction", "free of all punishment"
    ]
  },
  "proxies": [
    "urban", "inner city", "welfare", "handout", "law and order", "quality of life", "illegal alien",
    "drug-free zone", "high-crime area", "high crime area", "gang", "thug", "crime-ridden", "public housing",
    "section 8", "criminal history", "neighborhood stability", "hazardous", "blight", "crack", "superpredator",
    "anchor baby", "chain migration", "welfare queen", "tough on crime", "zero tolerance", "designated zone",
    "calls for service", "drug activity", "vagrancy", "transient", "undesirable", "infiltration",
    "inharmonious", "property values", "gang colors", "hand signs", "tattoos"
  ],
  "expansion": [
    "associated with", "associate", "known associate", "suspected", "suspicion", "believed to be",
    "reasonable suspicion", "or any other person", "including but not limited to", "in the company of",
    "shall be deemed", "shall be treated as", "regardless of conviction", "any offense", "appears to be",
    "perceived", "affiliated", "affiliation", "member of any", "presence", "shall be accounted", "all servants",
    "who were not christians", "any person who is observed", "displays"
  ],
  "negators": ["not", "no", "never", "nor", "neither", "cannot", "without"],
  "subjectNegators": ["no", "neither", "nothing", "none"],
  "exceptions": ["except", "excepting", "other than", "unless", "but not"],
  "ignore": ["color of law", "color of any law", "on account of", "to the extent", "general fund"]
}
"""#

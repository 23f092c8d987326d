// Every output mode, exact text, for one clauses result and one show result.
// (Table and box drawings of `show` are the score card, tested with the charts.)
import DoshShell
import Testing

@Suite struct OutputModeTests {
    @Test func clausesTable() {
        #expect(output("clauses in holc limit 2 cols n,group,effect,aar,terms,text", mode: .table).out == #"""
n  group     effect    aar  terms                          text
-  --------  -------  ----  -----------------------------  -----------------------------------------
0  outgroup  burden   0.85  risk, neighborhood, stability  Grades neighbourhoods by 'risk' and 'sta…
1  elite     benefit  0.70                                 Shields lenders and investors from losse…
rows 1–2 of 4
"""# + "\n")
    }

    @Test func clausesBox() {
        #expect(output("clauses in holc limit 2 cols n,group,effect,aar,terms,text", mode: .box).out == #"""
┌───┬──────────┬─────────┬──────┬───────────────────────────────┬──────────────────────────────────┐
│ n │ group    │ effect  │  aar │ terms                         │ text                             │
├───┼──────────┼─────────┼──────┼───────────────────────────────┼──────────────────────────────────┤
│ 0 │ outgroup │ burden  │ 0.85 │ risk, neighborhood, stability │ Grades neighbourhoods by 'risk'… │
│ 1 │ elite    │ benefit │ 0.70 │                               │ Shields lenders and investors f… │
└───┴──────────┴─────────┴──────┴───────────────────────────────┴──────────────────────────────────┘
rows 1–2 of 4
"""# + "\n")
    }

    @Test func clausesCsv() {
        #expect(output("clauses in holc limit 2 cols n,group,effect,aar,terms,text", mode: .csv).out == #"""
n,group,effect,aar,terms,text
0,outgroup,burden,0.85,risk; neighborhood; stability,"Grades neighbourhoods by 'risk' and 'stability', marking the out-group's areas hazardous and widening who is excluded."
1,elite,benefit,0.7,,Shields lenders and investors from losses on federally backed mortgages.
"""# + "\n")
    }

    @Test func clausesJson() {
        #expect(output("clauses in holc limit 2 cols n,group,effect,aar,terms,text", mode: .json).out == #"""
[{"n":0,"group":"outgroup","effect":"burden","aar":0.85,"terms":["risk","neighborhood","stability"],"text":"Grades neighbourhoods by 'risk' and 'stability', marking the out-group's areas hazardous and widening who is excluded."},
{"n":1,"group":"elite","effect":"benefit","aar":0.7,"terms":[],"text":"Shields lenders and investors from losses on federally backed mortgages."}]
"""# + "\n")
    }

    @Test func clausesJsonl() {
        #expect(output("clauses in holc limit 2 cols n,group,effect,aar,terms,text", mode: .jsonl).out == #"""
{"n":0,"group":"outgroup","effect":"burden","aar":0.85,"terms":["risk","neighborhood","stability"],"text":"Grades neighbourhoods by 'risk' and 'stability', marking the out-group's areas hazardous and widening who is excluded."}
{"n":1,"group":"elite","effect":"benefit","aar":0.7,"terms":[],"text":"Shields lenders and investors from losses on federally backed mortgages."}
"""# + "\n")
    }

    @Test func clausesMarkdown() {
        #expect(output("clauses in holc limit 2 cols n,group,effect,aar,terms,text", mode: .markdown).out == #"""
| n | group | effect | aar | terms | text |
|---:|---|---|---:|---|---|
| 0 | outgroup | burden | 0.85 | risk, neighborhood, stability | Grades neighbourhoods by 'risk' and 'stability', marking the out-group's areas hazardous and widening who is excluded. |
| 1 | elite | benefit | 0.70 |  | Shields lenders and investors from losses on federally backed mortgages. |
rows 1–2 of 4
"""# + "\n")
    }

    @Test func clausesLine() {
        #expect(output("clauses in holc limit 2 cols n,group,effect,aar,terms,text", mode: .line).out == #"""
     n = 0
 group = outgroup
effect = burden
   aar = 0.85
 terms = risk, neighborhood, stability
  text = Grades neighbourhoods by 'risk' and 'stability', marking the out-group's areas hazardous and widening who is excluded.

     n = 1
 group = elite
effect = benefit
   aar = 0.70
 terms =
  text = Shields lenders and investors from losses on federally backed mortgages.
rows 1–2 of 4
"""# + "\n")
    }

    @Test func showCsv() {
        #expect(output("show holc", mode: .csv).out == #"""
name,profile,coi,label,symbol,dis,ads,eis,cis,oes,clauses,weights.dis,weights.ads,weights.eis,weights.cis,weights.oes,weight_set,chain,tiers.tier1,tiers.tier2,tiers.tier3,fallbacks,stored_coi
HOLC Redlining (1934),app,0.4251743178734875,Moderately Oppressive,⊖,0.75,0.3599999999999999,0.3425,0.52782878582325,0,4,0.25,0.25,0.2,0.15,0.15,app,app,0,0,4,0,
"""# + "\n")
    }

    @Test func showJson() {
        #expect(output("show holc", mode: .json).out == #"""
{"name":"HOLC Redlining (1934)","profile":"app","coi":0.4251743178734875,"label":"Moderately Oppressive","symbol":"⊖","dis":0.75,"ads":0.3599999999999999,"eis":0.3425,"cis":0.52782878582325,"oes":0,"clauses":4,"weights":{"dis":0.25,"ads":0.25,"eis":0.2,"cis":0.15,"oes":0.15},"weight_set":"app","chain":"app","tiers":{"tier1":0,"tier2":0,"tier3":4},"fallbacks":0,"stored_coi":null}
"""# + "\n")
    }

    @Test func showJsonl() {
        #expect(output("show holc", mode: .jsonl).out == #"""
{"name":"HOLC Redlining (1934)","profile":"app","coi":0.4251743178734875,"label":"Moderately Oppressive","symbol":"⊖","dis":0.75,"ads":0.3599999999999999,"eis":0.3425,"cis":0.52782878582325,"oes":0,"clauses":4,"weights":{"dis":0.25,"ads":0.25,"eis":0.2,"cis":0.15,"oes":0.15},"weight_set":"app","chain":"app","tiers":{"tier1":0,"tier2":0,"tier3":4},"fallbacks":0,"stored_coi":null}
"""# + "\n")
    }

    @Test func showMarkdown() {
        #expect(output("show holc", mode: .markdown).out == #"""
| key | value |
|---|---|
| name | HOLC Redlining (1934) |
| profile | app |
| coi | 0.4252 |
| label | Moderately Oppressive |
| symbol | ⊖ |
| dis | 0.75 |
| ads | 0.36 |
| eis | 0.3425 |
| cis | 0.5278 |
| oes | 0 |
| clauses | 4 |
| weights.dis | 0.25 |
| weights.ads | 0.25 |
| weights.eis | 0.2 |
| weights.cis | 0.15 |
| weights.oes | 0.15 |
| weight_set | app |
| chain | app |
| tiers.tier1 | 0 |
| tiers.tier2 | 0 |
| tiers.tier3 | 4 |
| fallbacks | 0 |
| stored_coi |  |
"""# + "\n")
    }

    @Test func showLine() {
        #expect(output("show holc", mode: .line).out == #"""
       name = HOLC Redlining (1934)
    profile = app
        coi = 0.4252
      label = Moderately Oppressive
     symbol = ⊖
        dis = 0.75
        ads = 0.36
        eis = 0.3425
        cis = 0.5278
        oes = 0
    clauses = 4
weights.dis = 0.25
weights.ads = 0.25
weights.eis = 0.2
weights.cis = 0.15
weights.oes = 0.15
 weight_set = app
      chain = app
tiers.tier1 = 0
tiers.tier2 = 0
tiers.tier3 = 4
  fallbacks = 0
 stored_coi =
"""# + "\n")
    }
}

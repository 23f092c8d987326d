#!/usr/bin/env python3
"""Generates the benchmark data deterministically (fixed seeds) into a folder:

  big.json        one app export of 200,000 clauses, pretty-printed with sorted keys as the app writes
  big.csv         the same clauses as CSV, for sqlite3
  many/*.json     1,000 app exports of 200 clauses each, and many/load.dosh that loads them
  text.txt        about 10 MB of statute text (the shared U.S. Code corpus repeated)

usage: Benchmarks/generate.py FOLDER [CORPUS_FOLDER]
"""
import csv, json, os, random, sys

out = sys.argv[1]
corpus = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(__file__), '..', '..', 'shared', 'corpus', 'uscode')
os.makedirs(os.path.join(out, 'many'), exist_ok=True)

GROUPS = ['outgroup', 'ingroupNonElite', 'elite', 'multiple']
EFFECTS = ['burden', 'benefit', 'neutral', 'mixed']
SECTIONS = ['title', 'definitions', 'operativeClauses', 'penalties', 'exceptions']
WORDS = ('the any person who shall not be unlawful for to possess receive transport ship firearm ammunition in or '
         'affecting commerce court order convicted crime punishable by imprisonment term exceeding one year '
         'alien illegally unlawfully United States tenant landlord lender grant eligible benefit housing').split()
TERMS = ['urban', 'gang', 'welfare', 'public housing', 'drug activity', 'quality of life']

def clause(rng, i, prefix):
    text = ' '.join(rng.choice(WORDS) for _ in range(rng.randint(12, 40))).capitalize() + '.\n'
    terms = rng.sample(TERMS, rng.choice([0, 0, 0, 0, 1, 2]))
    return {
        'architectureScores': {k: round(rng.random(), 3) for k in ('aar', 'ij', 'rsc', 'se')},
        'confidence': round(rng.random(), 3), 'effectDirection': rng.choice(EFFECTS),
        'expandsOutgroup': rng.random() < 0.1, 'id': '%s-%04X-4000-8000-%012X' % (prefix, i >> 16, i),
        'proxyTerms': terms, 'sectionType': rng.choice(SECTIONS), 'targetGroup': rng.choice(GROUPS),
        'text': text, 'tierUsed': rng.choice(['tier1', 'tier1', 'tier1', 'tier2', 'tier3']), 'wasSafetyFallback': False,
    }

def export(name, clauses):
    doc = {'clauses': clauses, 'dateAnalyzed': 792776530.0, 'id': 'A1B2C3D4-E5F6-4789-9ABC-DEF012345678',
           'policyName': name, 'safetyFallbackCount': 0,
           'scoreResult': {'ads': 0, 'cis': 0, 'coi': 0, 'dis': 0, 'eis': 0, 'oes': 0}, 'sourceFilename': name + '.pdf',
           'tierUsageStats': {'tier1Count': len(clauses), 'tier2Count': 0, 'tier3Count': 0}}
    return json.dumps(doc, indent=2, sort_keys=True, separators=(',', ' : ')).replace('/', '\\/')

rng = random.Random(20261123)
big = [clause(rng, i, '0000B16A') for i in range(200_000)]
with open(os.path.join(out, 'big.json'), 'w') as f:
    f.write(export('big', big))
with open(os.path.join(out, 'big.csv'), 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['grp', 'effect', 'aar', 'se', 'ij', 'rsc', 'confidence', 'text'])
    for c in big:
        a = c['architectureScores']
        w.writerow([c['targetGroup'], c['effectDirection'], a['aar'], a['se'], a['ij'], a['rsc'], c['confidence'], c['text']])

rng = random.Random(1000)
lines = []
for k in range(1000):
    name = 'bill%04d' % k
    with open(os.path.join(out, 'many', name + '.json'), 'w') as f:
        f.write(export(name, [clause(rng, i, '%08X' % k) for i in range(200)]))
    lines.append('load %s.json' % name)
with open(os.path.join(out, 'many', 'load.dosh'), 'w') as f:
    f.write('\n'.join(lines) + '\n')

texts = [open(os.path.join(corpus, n), encoding='utf-8').read() for n in sorted(os.listdir(corpus)) if n.endswith('.txt')]
with open(os.path.join(out, 'text.txt'), 'w', encoding='utf-8') as f:
    size = 0
    while size < 10_000_000:
        for t in texts:
            f.write(t + '\n\n')
            size += len(t.encode('utf-8')) + 2

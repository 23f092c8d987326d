#!/bin/sh
# example_classifier.sh: an external classifier for `analyze --classifier`, in plain POSIX sh.
#
# The protocol (docs/text-analysis.md): dosh starts this once, writes one JSON line per clause
#   {"id":"bill-3","n":3,"text":"…","section":"operativeClauses"}
# and closes standard input; this answers one JSON line per clause, in the same order:
#   {"id":"bill-3","targetGroup":"…","effectDirection":"…","aar":…,"se":…,"ij":…,"rsc":…,
#    "usesProxyVariables":…,"proxyTerms":[…],"expandsOutgroup":…,"confidence":…,"tier":2}
# or {"id":"bill-3","refused":true} to decline a clause (dosh keeps Tier 1 and marks a fallback).
#
# The rules below are a stand-in for a real model (a local LLM, a fine-tuned classifier, a web
# service): replace the two `case` blocks with a call to yours. This one declines clauses that
# mention race or colour, to show how a refusal comes back.
#
#   dosh> analyze Examples/tenant_fairness_act.md --classifier 'sh Examples/example_classifier.sh'

while IFS= read -r line; do
  id=$(printf '%s\n' "$line" | sed -n 's/^{"id":"\([^"]*\)".*/\1/p')
  text=$(printf '%s\n' "$line" | tr 'A-Z' 'a-z')

  case "$text" in
    *" race"*|*" color"*) printf '{"id":"%s","refused":true}\n' "$id"; continue ;;
  esac

  group=multiple
  case "$text" in *tenant*|*resident*|*worker*|*homeowner*) group=ingroupNonElite ;; esac
  case "$text" in *landlord*|*contractor*|*operator*|*lender*|*investor*) group=elite ;; esac
  case "$text" in *convict*|*arrest*|*gang*|*alien*|*incarcerat*) group=outgroup ;; esac

  effect=neutral; aar=0.1
  case "$text" in *eligible*|*grant*|*credit*|*protect*|*restore*|*seal*|*counsel*) effect=benefit ;; esac
  case "$text" in *unlawful*|*prohibit*|*evict*|*" fine"*|*arrest*|*ineligible*) effect=burden; aar=0.7 ;; esac

  printf '{"id":"%s","targetGroup":"%s","effectDirection":"%s","aar":%s,"se":0.1,"ij":0.1,"rsc":0.1,"usesProxyVariables":false,"proxyTerms":[],"expandsOutgroup":false,"confidence":0.6,"tier":2}\n' \
    "$id" "$group" "$effect" "$aar"
done

// DoshText — analysing policy texts: segmentation into clauses, the transparent Tier-1 lexicon
// classifier, the external-classifier protocol and tier resolution.
import DoshModel

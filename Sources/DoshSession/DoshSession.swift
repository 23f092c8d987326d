// DoshSession — session scripts (.dosh): parsing commands and recorded `#> ` outputs, transcripts,
// check/accept, and the journal.
import DoshModel

// DoshQuery — the clause filter language: lexer → parser (positions on every node) → checker
// (typed fields) → evaluator over clause columns. Nothing here changes a workspace.
import DoshModel

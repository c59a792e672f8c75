import TipModel

// SwiftSyntax has its own `SourceRange`, `Diagnostic` and `Expression`-like
// names; inside this module the model's are meant.
typealias SourceRange = TipModel.SourceRange
typealias Diagnostic = TipModel.Diagnostic
typealias SourceLocation = TipModel.SourceLocation

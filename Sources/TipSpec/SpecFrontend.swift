import TipModel

/// Reads `.tipspec` text into a `TutorialModel`.
///
/// The result always carries every diagnostic found (errors and warnings);
/// `model` is nil when there is at least one error.
public enum SpecFrontend {
  public struct Result: Sendable {
    public var model: TutorialModel?
    public var diagnostics: [Diagnostic]
    public var source: SourceFile
  }

  public static func load(_ source: SourceFile) -> Result {
    var parser = Parser(source: source)
    let syntax = parser.parseFile()
    var resolver = Resolver(source: source)
    let model = resolver.resolve(syntax)
    let diagnostics = (parser.diagnostics + resolver.diagnostics).sorted {
      ($0.range.start.offset, $0.severity == .error ? 0 : 1) < ($1.range.start.offset, $1.severity == .error ? 0 : 1)
    }
    return Result(model: diagnostics.hasErrors ? nil : model, diagnostics: diagnostics, source: source)
  }

  /// The declarations of a piece of `.tipspec` (a `// tipcheck:`
  /// directive in Swift), unresolved, with the parser's errors: the piece
  /// joins declarations built elsewhere before anything is resolved.
  package static func parseDeclarations(_ source: SourceFile) -> (declarations: [Declaration], diagnostics: [Diagnostic]) {
    var parser = Parser(source: source)
    let syntax = parser.parseFile()
    return (syntax.declarations, parser.diagnostics)
  }

  public static func load(path: String, text: String) -> Result {
    load(SourceFile(path: path, text: text))
  }
}

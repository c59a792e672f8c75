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
    }.cappedPerFile()
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

  /// The effects of `{ … }` (what a `// tipcheck: does` comment in Swift
  /// says a statement does), unresolved, with the parser's errors.
  package static func parseSaidEffects(_ source: SourceFile) -> (effects: [EffectSyntax], diagnostics: [Diagnostic]) {
    var parser = Parser(source: source)
    let effects = parser.parseSaidEffects()
    return (effects, parser.diagnostics)
  }

  /// Resolves declarations another front end built (the Swift one) into a
  /// model named `name`, without printing or parsing them: their ranges
  /// are where they were read from. `wholeFile` is where what belongs to
  /// the whole app is reported. The model is nil when there is an error.
  package static func resolve(_ syntax: SpecFileSyntax, name: String, wholeFile: SourceRange)
    -> (model: TutorialModel?, diagnostics: [Diagnostic])
  {
    // The parser bounds what it reads; a tree built elsewhere is held to the same bound.
    if let deep = NestingLimit.firstTooDeep(in: syntax.declarations) {
      return (nil, [.error(NestingLimit.message, at: deep, hint: NestingLimit.hint)])
    }
    var resolver = Resolver(name: name, wholeFile: wholeFile, fromSwift: true)
    let model = resolver.resolve(syntax)
    return (resolver.diagnostics.hasErrors ? nil : model, resolver.diagnostics)
  }

  public static func load(path: String, text: String) -> Result {
    load(SourceFile(path: path, text: text))
  }
}

#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftOperators
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax
import TipModel

/// Where a tree's first errors are (missing tokens, unexpected code), in
/// source order, up to `limit` of them.
private final class ErrorPositions: SyntaxAnyVisitor {
  let limit: Int
  var offsets: [Int] = []

  init(limit: Int) {
    self.limit = limit
    super.init(viewMode: .all)
  }

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    if offsets.count < limit { offsets.append(node.positionAfterSkippingLeadingTrivia.utf8Offset) }
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .missing, offsets.count < limit { offsets.append(token.positionAfterSkippingLeadingTrivia.utf8Offset) }
    return .skipChildren
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    // Past the limit, or in a subtree without errors: nothing to look at.
    offsets.count >= limit || !node.hasError ? .skipChildren : .visitChildren
  }
}

/// The calls of a tree, in preorder.
private final class CallCollector: SyntaxVisitor {
  var calls: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
}

/// One parsed Swift file, with operators folded so `a == b && c` is a tree.
struct SwiftFile {
  let source: SourceFile
  let tree: SourceFileSyntax

  /// Why the file was not parsed (`SyntaxShape`): an error at the place.
  let unreadable: Diagnostic?

  /// Every call of the file, in source order (preorder): collected once,
  /// on the thread that parsed the file, for the passes that look for
  /// calls by name across the app (`Tips.configure`, view creations, …).
  let calls: [FunctionCallExprSyntax]

  init(source: SourceFile) {
    self.source = source
    if let offset = SyntaxShape.tooDeepBracket(in: source.text) {
      tree = Parser.parse(source: "")
      calls = []
      unreadable = Self.unreadable(
        "it nests '[' more than \(SyntaxShape.deepestBrackets) levels deep", at: source.range(offset, offset + 1))
      return
    }
    let parsed = Parser.parse(source: source.text)
    if let (node, reason) = SyntaxShape.tooDeep(parsed) {
      let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
      tree = Parser.parse(source: "")
      calls = []
      unreadable = Self.unreadable(reason, at: source.range(offset, offset + 1))
      return
    }
    // Unknown (custom) operators stay unfolded; expressions using them are
    // reported where they are used.
    let tree = Self.folded(parsed)
    // `#if os(iOS)` and the like, as an iOS build compiles the file (offsets unchanged).
    if source.text.contains("#if"), let resolved = IOSBuild.resolved(tree, text: source.text) {
      self.tree = Self.folded(Parser.parse(source: resolved))
    } else {
      self.tree = tree
    }
    let collector = CallCollector(viewMode: .sourceAccurate)
    collector.walk(self.tree)
    calls = collector.calls
    unreadable = nil
  }

  /// The tree with its operators folded (`a == b && c`); custom operators
  /// stay unfolded.
  private static func folded(_ tree: SourceFileSyntax) -> SourceFileSyntax {
    OperatorTable.standardOperators.foldAll(tree) { _ in }.as(SourceFileSyntax.self) ?? tree
  }

  /// C0 control characters other than tab, newline and return, and DEL.
  static func isControl(_ byte: UInt8) -> Bool {
    (byte < 32 && byte != 9 && byte != 10 && byte != 13) || byte == 127
  }

  private static func unreadable(_ reason: String, at range: SourceRange) -> Diagnostic {
    Diagnostic.error(
      "TipCheck does not read this file: \(reason)", at: range,
      hint: "no app is written so; TipCheck stops here rather than let the Swift parser run out of time or stack")
      .with(id: "swift.file-too-deep")
  }

  /// Names of the types declared here (top level or nested).
  var declaredTypeNames: [String] {
    Syntax(tree).descendants().compactMap { node in
      node.as(StructDeclSyntax.self)?.name.text ?? node.as(ClassDeclSyntax.self)?.name.text
        ?? node.as(EnumDeclSyntax.self)?.name.text
    }
  }

  func range(_ node: some SyntaxProtocol) -> SourceRange {
    source.range(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset)
  }

  /// The parser's own complaints, as errors.
  func syntaxErrors(limit: Int) -> [Diagnostic] {
    if let unreadable { return [unreadable] }
    guard tree.hasError else { return [] }
    var diagnosed = tree
    // The text the tree was parsed from (`#if` resolved), offsets as the file's.
    var bytes = Array(tree.description.utf8)
    if let control = bytes.firstIndex(where: Self.isControl) {
      // The parser's diagnostics stop the process (a Fix-It "must have at
      // least one change") near C0 control characters: they are made from
      // a copy with spaces in their place, every offset kept. If only the
      // control character was wrong, it is the error.
      let byte = bytes[control]
      for index in bytes.indices where Self.isControl(bytes[index]) { bytes[index] = 32 }
      let copy = Parser.parse(source: String(decoding: bytes, as: UTF8.self))
      guard copy.hasError else {
        let code = String(byte, radix: 16, uppercase: true)
        return [
          Diagnostic.error(
            "Swift syntax error: the control character U+\(String(repeating: "0", count: 4 - code.count))\(code) is not valid here",
            at: source.range(control, control + 1))
        ]
      }
      diagnosed = copy
    }
    // The generator's time grows with every error of the tree (a 1 MB line
    // of broken code took 16 s): it is asked of the text before the first
    // error past the limit, which holds the ones reported.
    let errors = ErrorPositions(limit: limit + 1)
    errors.walk(diagnosed)
    if errors.offsets.count > limit {
      let cut = min(bytes.count, errors.offsets[limit])
      diagnosed = Parser.parse(source: String(decoding: bytes[..<cut], as: UTF8.self))
    }
    let found = ParseDiagnosticsGenerator.diagnostics(for: diagnosed)
    return found.prefix(limit).map { problem in
      let offset = problem.node.positionAfterSkippingLeadingTrivia.utf8Offset
      return Diagnostic.error("Swift syntax error: \(problem.message)", at: source.range(offset, offset + 1))
    }
  }
}

/// A Swift type as the sources declare it, its extensions merged in.
struct SwiftType {
  enum Kind { case structure, enumeration, classType, actor, protocolType, extensionOnly }

  var name: String
  var kind: Kind
  /// Names of inherited types and protocols, last component only.
  var inherited: Set<String>
  /// Member declarations of the type and of all its extensions.
  var members: [(decl: DeclSyntax, file: Int)]
  var genericParameters: [String]
  /// Enum cases, in order.
  var cases: [String]
  var file: Int
  var node: Syntax
  var nameRange: SourceRange
}

/// Every type declared in the sources, by simple name.
struct TypeIndex {
  private(set) var types: [String: SwiftType] = [:]
  /// Declaration order, for deterministic output.
  private(set) var order: [String] = []
  /// Types in declaration order, listed once when the index is built (the
  /// front end asks for them per view, call and declaration).
  private(set) var all: [SwiftType] = []
  var diagnostics: [Diagnostic] = []
  /// The declarations not read because an earlier type has their name, by
  /// the index of the warning that says so.
  var ignoredDuplicates: [Int: Syntax] = [:]

  init(files: [SwiftFile]) {
    var extensions: [(name: String, node: ExtensionDeclSyntax, file: Int)] = []
    for (index, file) in files.enumerated() {
      for node in Syntax(file.tree).descendants() {
        if let decl = node.as(StructDeclSyntax.self) {
          add(decl.name.text, .structure, decl.inheritanceClause, decl.memberBlock, decl.genericParameterClause, node, index, file, decl.name)
        } else if let decl = node.as(ClassDeclSyntax.self) {
          add(decl.name.text, .classType, decl.inheritanceClause, decl.memberBlock, decl.genericParameterClause, node, index, file, decl.name)
        } else if let decl = node.as(ActorDeclSyntax.self) {
          add(decl.name.text, .actor, decl.inheritanceClause, decl.memberBlock, decl.genericParameterClause, node, index, file, decl.name)
        } else if let decl = node.as(EnumDeclSyntax.self) {
          add(decl.name.text, .enumeration, decl.inheritanceClause, decl.memberBlock, decl.genericParameterClause, node, index, file, decl.name)
        } else if let decl = node.as(ProtocolDeclSyntax.self) {
          add(decl.name.text, .protocolType, decl.inheritanceClause, decl.memberBlock, nil, node, index, file, decl.name)
        } else if let decl = node.as(ExtensionDeclSyntax.self) {
          extensions.append((decl.extendedType.baseName, decl, index))
        }
      }
    }
    for (name, node, fileIndex) in extensions {
      let inherited = Set(node.inheritanceClause?.inheritedTypes.map { $0.type.baseName } ?? [])
      let members = node.memberBlock.members.map { (decl: $0.decl, file: fileIndex) }
      if types[name] == nil {
        types[name] = SwiftType(
          name: name, kind: .extensionOnly, inherited: [], members: [], genericParameters: [], cases: [], file: fileIndex,
          node: Syntax(node), nameRange: files[fileIndex].range(node.extendedType))
        order.append(name)
      }
      types[name]?.inherited.formUnion(inherited)
      types[name]?.members += members
    }
    all = order.compactMap { types[$0] }
  }

  private mutating func add(
    _ name: String, _ kind: SwiftType.Kind, _ inheritance: InheritanceClauseSyntax?, _ block: MemberBlockSyntax,
    _ generics: GenericParameterClauseSyntax?, _ node: Syntax, _ fileIndex: Int, _ file: SwiftFile, _ nameToken: TokenSyntax
  ) {
    if let existing = types[name], existing.kind != .extensionOnly {
      ignoredDuplicates[diagnostics.count] = node
      diagnostics.append(
        Diagnostic(
          .warning, "two types are named '\(name)'; TipCheck reads only the first (it does not resolve nested type names)",
          at: file.range(nameToken), notes: [Diagnostic(.note, "the first is declared here", at: existing.nameRange)]
        ).with(id: "swift.duplicate-type"))
      return
    }
    var cases: [String] = []
    for member in block.members {
      if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) { cases += caseDecl.elements.map(\.name.text) }
    }
    types[name] = SwiftType(
      name: name, kind: kind, inherited: Set(inheritance?.inheritedTypes.map { $0.type.baseName } ?? []),
      members: block.members.map { (decl: $0.decl, file: fileIndex) },
      genericParameters: generics?.parameters.map(\.name.text) ?? [], cases: cases, file: fileIndex, node: node,
      nameRange: file.range(nameToken))
    order.append(name)
  }

  /// Protocols that refine `Tip`, directly or through other protocols
  /// (the seed's `protocol ShowTip: Tip`).
  var tipProtocols: Set<String> {
    var result: Set<String> = ["Tip"]
    var changed = true
    while changed {
      changed = false
      for type in all where type.kind == .protocolType && !result.contains(type.name) {
        if !type.inherited.isDisjoint(with: result) {
          result.insert(type.name)
          changed = true
        }
      }
    }
    return result
  }

  func conforms(_ type: SwiftType, toAnyOf protocols: Set<String>) -> Bool {
    type.kind != .protocolType && !type.inherited.isDisjoint(with: protocols)
  }
}
#endif

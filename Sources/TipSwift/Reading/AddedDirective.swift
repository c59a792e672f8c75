import TipModel

/// `.tipspec` text added to an app's model as if it were written in a
/// `// tipcheck:` comment: a project configuration's `checks`. The text is
/// read where it is written, so a mistake in it is an error in the
/// configuration file, at its column.
public struct AddedDirective: Sendable, Equatable {
  /// One directive (`check no-deadlock expect violated`).
  public var text: String
  /// Where each stretch of `text` was written (offsets into `text`).
  public var origins: [SourceFile.Origin]

  public init(text: String, origins: [SourceFile.Origin]) {
    self.text = text
    self.origins = origins
  }
}

/// The directives a project configuration adds to every Swift app, and the
/// file they are written in.
public struct AddedDirectives: Sendable {
  public var directives: [AddedDirective]
  /// The configuration file: a verdict or an error can point into it.
  public var file: SourceFile?

  public init(_ directives: [AddedDirective], file: SourceFile?) {
    self.directives = directives
    self.file = file
  }

  public static let none = AddedDirectives([], file: nil)

  /// The sources of an app's model: its files and, when it has added
  /// directives, the file they are written in.
  public func sources(adding app: [SourceFile]) -> [SourceFile] {
    app + (directives.isEmpty ? [] : file.map { [$0] } ?? [])
  }
}

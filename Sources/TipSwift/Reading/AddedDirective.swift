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

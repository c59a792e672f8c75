/// Facts about TipCheck itself that reports cite.
public enum ProjectInfo {
  /// The public repository, without a trailing slash. SARIF reports link to
  /// it (`informationUri`) and to each rule's section of `docs/rules.md`
  /// (`helpUri`). nil until the project is published: set it in the
  /// release commit (CONTRIBUTING.md, "Releases"); until then those two
  /// fields are left out rather than pointing at an address that does not
  /// exist.
  public static let repository: String? = nil
}

import TipModel
import TipSpec

/// What a site shows, by the names the spec gives: a tip, or a group's
/// current tip (cast to one member by `as? T`, or not).
enum SiteShows: Equatable {
  case tip(String)
  case groupCurrent(String, cast: String?)

  /// A group's current tip, whichever member it is.
  var anyCurrentTipOf: String? {
    if case .groupCurrent(let group, nil) = self { group } else { nil }
  }

  func syntax(at range: SourceRange) -> SiteSyntax.Content {
    switch self {
    case .tip(let tip): .tip(Name(text: tip, range: range))
    case .groupCurrent(let group, let cast):
      .groupCurrent(Name(text: group, range: range), cast: cast.map { Name(text: $0, range: range) })
    }
  }
}

extension SiteSyntax {
  /// The screens its handlers navigate to.
  var navigations: [String] { handlers.flatMap { $0.effects.flatMap(\.navigations) } }

  /// Whether it prints the same, from the same places (a presenter read
  /// through two paths is one site).
  func isSame(as other: SiteSyntax) -> Bool {
    func printed(_ site: SiteSyntax) -> SpecPrinter {
      var printer = SpecPrinter()
      printer.print(site, depth: 0)
      return printer
    }
    let (left, right) = (printed(self), printed(other))
    return left.text == right.text && left.origins == right.origins
  }
}

extension ActionSyntax {
  /// The screens its effects navigate to (a link's destination is not an effect).
  var navigations: [String] { effects.flatMap(\.navigations) }
}

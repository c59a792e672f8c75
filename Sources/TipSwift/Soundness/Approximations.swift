#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// Code TipCheck could not read, said at its place as what it may do
/// (docs/semantics.md §10a): a parameter it may write takes any value
/// (`havoc`), an event it may donate may be donated or not, a tip it may
/// invalidate may be invalidated or not (`either`).
///
/// An approximation at its place leaves every run that does not pass
/// through it exact, so only the verdicts whose own trace takes it are
/// unknown, where a `ReadingGap` made every verdict whose cone reaches the
/// code unknown. What cannot be said this way (navigation, "anything", a
/// group, a flag an `.onChange` watches, too many ways) keeps its gap.
extension SwiftLowering {
  /// At most this many ways of resolving one piece of unread code: past
  /// it, the code keeps its gap rather than multiplying the moves.
  static let approximationWayLimit = 64

  /// The approximate effects of code that may touch `subjects`, placed at
  /// `origin`; nil when some subject cannot be said as an effect. Empty
  /// subjects give no effect.
  func approximation(of subjects: Set<ReadingGap.Subject>, at origin: SourceRange) -> [EffectSyntax]? {
    var effects: [EffectSyntax] = []
    var ways = 1
    for subject in subjects.sorted(by: { $0.description < $1.description }) {
      switch subject {
      case .parameter(let name):
        guard viewStateParameters[name] == nil, let info = parameterInfo(specName: name) else { return nil }
        ways *= valueCount(info.type)
        effects.append(EffectSyntax(kind: .havoc(Name.path(name, at: origin)), range: origin))
      case .event(let name):
        ways *= 2
        effects.append(
          maybe(
            "the code donates \(name)", otherwise: "the code does not donate \(name)",
            EffectSyntax(kind: .donate(Name.path(name, at: origin)), range: origin), at: origin))
      case .tip(let name):
        // Invalidated with a reason it cannot tell (its handlers differ by
        // reason), or not at all.
        ways *= 3
        let tip = Name(text: name, range: origin)
        effects.append(
          EffectSyntax(
            kind: .either(
              [
                [EffectSyntax(kind: .invalidate(tip, reason: Name(text: "actionPerformed", range: origin)), range: origin)],
                [EffectSyntax(kind: .invalidate(tip, reason: Name(text: "tipClosed", range: origin)), range: origin)],
                [],
              ],
              assumptions: [
                "the code invalidates \(name) (.actionPerformed)", "the code invalidates \(name) (.tipClosed)",
                "the code does not invalidate \(name)",
              ]),
            range: origin))
      case .group, .navigation, .anything:
        return nil
      }
      guard ways <= Self.approximationWayLimit else { return nil }
    }
    return effects
  }

  /// `either "assumption" { effect } or "otherwise" {}`.
  private func maybe(_ assumption: String, otherwise: String, _ effect: EffectSyntax, at origin: SourceRange) -> EffectSyntax {
    EffectSyntax(kind: .either([[effect], []], assumptions: [assumption, otherwise]), range: origin)
  }

  /// The parameter a subject's `.tipspec` name stands for.
  func parameterInfo(specName: String) -> ParameterInfo? {
    for (owner, list) in parameters {
      for parameter in list where specOwner(owner) + "." + SpecPrinter.identifier(parameter.name) == specName {
        return parameter
      }
    }
    return nil
  }

  /// How many values `havoc` gives a parameter of this type (an `Int`
  /// without a declared range is counted as a small domain; the semantics
  /// refuses one that resolves too many ways).
  private func valueCount(_ type: ParameterType) -> Int {
    switch type {
    case .bool: 2
    case .int(let range?): range.count
    case .int(nil): 8
    case .enumeration(let name): max(1, index.types[name]?.cases.count ?? 8)
    }
  }

  /// `either "cond holds" { then… } or "cond does not hold" { else… }`: a
  /// condition TipCheck cannot read, both ways, each saying what it assumes.
  func eitherBranch(
    _ condition: String, then thenVariants: [EffectVariant], else elseVariants: [EffectVariant], at origin: SourceRange
  ) -> EffectVariant {
    let label = "`\(condition)`"
    return either(
      thenVariants.map { EffectVariant(effects: $0.effects, assumptions: [label + " holds"] + $0.assumptions) }
        + elseVariants.map { EffectVariant(effects: $0.effects, assumptions: [label + " does not hold"] + $0.assumptions) },
      at: origin)
  }

  /// One `either` over versions of some code, each block saying what its
  /// version assumed ("case .stats", "it fails").
  func either(_ versions: [EffectVariant], at origin: SourceRange) -> EffectVariant {
    EffectVariant(
      effects: [
        EffectSyntax(
          kind: .either(versions.map(\.effects), assumptions: versions.map { $0.assumptions.joined(separator: ", ") }),
          range: origin)
      ])
  }
}
#endif

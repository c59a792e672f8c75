#if TIPCHECK_SWIFT_SYNTAX
internal import SwiftSyntax
import TipModel
import TipSpec

/// An `.onAppear` (or `.task`) of content under a condition TipCheck reads:
///
/// ```swift
/// switch model.step {
/// case .soil: soilSection.onAppear { Tips.soilStepReached.sendDonation() }
/// …
/// }
/// Button("Next") { model.next() }
/// ```
///
/// It runs when the screen appears with the condition holding, and also
/// when a move on the screen makes the condition true: each of the screen's
/// moves and tip handlers that writes what the condition reads becomes `if
/// !condition { move; if condition { appear } } else { move }`. That is the
/// whole story when only the screen writes it: every variable the condition
/// reads is the state of an object made with this screen (AppState.swift,
/// `.screen`), and no delayed work writes one. Otherwise a change from
/// elsewhere is left out, said at the `.onAppear` (a gap that misses
/// behaviour).
extension SwiftLowering {
  func runAppearancesOnChange(in content: inout ViewContent, of view: String) {
    for appearing in content.appearing {
      let reads = appearing.condition.paths
      let at = appearing.condition.range
      func wrapped(_ effects: [EffectSyntax]) -> [EffectSyntax] {
        guard RootSwitch.writes(effects, anyOf: reads) else { return effects }
        let appear = EffectSyntax.when(appearing.condition, then: appearing.effects, at: at)
        return [.when(.negation(of: appearing.condition), then: effects + [appear], else: effects, at: at)]
      }
      for index in content.moves.indices { content.moves[index].effects = wrapped(content.moves[index].effects) }
      for site in content.sites.indices {
        for handler in content.sites[site].handlers.indices {
          content.sites[site].handlers[handler].effects = wrapped(content.sites[site].handlers[handler].effects)
        }
      }
      let ownState = Set(
        appStateVariables.compactMap { state -> String? in
          guard case .screen(let screen) = state.lifetime, screen == view else { return nil }
          return specOwner(state.owner) + "." + SpecPrinter.identifier(state.name)
        })
      let delayedWrites = delayedWorks.contains { work in work.variants.contains { RootSwitch.writes($0.effects, anyOf: reads) } }
      if reads.isSubset(of: ownState), !delayedWrites { continue }
      warn(
        "TipCheck runs this .\(appearing.call.calleeName ?? "onAppear") when the screen appears with its condition, or when a move on this screen makes it true; on a device it also runs when code elsewhere makes it true",
        appearing.call.modifierName, file: appearing.file, id: "swift.appearance-condition",
        gap: ReadingGap(.missesBehaviour, appearing.touched))
    }
  }
}
#endif

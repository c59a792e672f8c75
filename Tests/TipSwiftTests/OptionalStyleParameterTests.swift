import Foundation
import Testing
import TipModel
import TipResults
import TipSwift

/// A hand-made relay whose style takes the next step as an optional
/// (`var next: (any TourStep.Type)? = nil`), left out on the last step
/// (StyleLowering.swift): the site uses the style's variant without it,
/// where `next?.isActive = true` does nothing. Before, the last site was an
/// input error ("takes 1 tip argument, got 0") on code that compiles.
@Suite("A style's optional parameter left out", .enabled(if: SwiftFrontend.isAvailable))
struct OptionalStyleParameterTests {
  static let relay = """
    import SwiftUI
    import TipKit
    protocol TourStep: Tip { static var isActive: Bool { get set } }
    struct FirstTip: Tip { var title: Text { Text("One") } }
    struct SecondTip: TourStep {
        @Parameter static var isActive: Bool = false
        var title: Text { Text("Two") }
        var rules: [Rule] { #Rule(Self.$isActive) { $0 } }
    }
    struct ThirdTip: TourStep {
        @Parameter static var isActive: Bool = false
        var title: Text { Text("Three") }
        var rules: [Rule] { #Rule(Self.$isActive) { $0 } }
    }
    struct TourStyle: TipViewStyle {
        var next: (any TourStep.Type)? = nil
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.title
                Button {
                    configuration.tip.invalidate(reason: .tipClosed)
                    next?.isActive = true
                } label: { Image(systemName: "xmark") }
            }
        }
    }
    @main struct RelayApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { NavigationStack { Home() } } }
    }
    struct Home: View {
        var body: some View {
            VStack {
                Button("Film") {}.popoverTip(FirstTip()).tipViewStyle(TourStyle(next: SecondTip.self))
                NavigationLink("Details") { Details() }
                Button("Save") {}.popoverTip(ThirdTip()).tipViewStyle(TourStyle())
            }
        }
    }
    struct Details: View {
        var body: some View { TipView(SecondTip()).tipViewStyle(TourStyle(next: ThirdTip.self)) }
    }
    """

  @Test("The last step's site uses the style without its next step; the relay's verdicts are the device's")
  func relayWithOptionalNext() throws {
    // By hand: FirstTip's popover at launch (0 steps). Its × sets
    // SecondTip.isActive; Details shows it (2 steps). Its × sets
    // ThirdTip.isActive; Back shows ThirdTip's popover on Save (4 steps).
    // Each flag is set in the tap that retires the step before, so no two
    // show at once, and none before the one it follows (the relay's order);
    // the flags persist, so the tour always goes on.
    let (result, verdicts) = try ApproximatedSwiftTests.verdicts(Self.relay, lengths: true)
    #expect(result.diagnostics.allSatisfy { $0.severity != .error }, "\(result.diagnostics.map(\.message))")
    #expect(
      verdicts == [
        "single-tip": "holds -1", "reachable FirstTip": "holds 0", "reachable SecondTip": "holds 2",
        "reachable ThirdTip": "holds 4", "no-deadlock": "holds -1", "order FirstTip -> SecondTip -> ThirdTip": "holds -1",
      ])
    let lines = SwiftLoweringTests.extract(Self.relay).lines
    let style = try #require(lines.firstIndex(of: "style TourStyle(next: Tip) {"), "\(lines)")
    #expect(Array(lines[style + 1...style + 3]) == ["button close \"xmark\" {", "invalidate tip .tipClosed", "set next.isActive = true"])
    // The variant: the same button, and no step after.
    let variant = try #require(lines.firstIndex(of: "style TourStyle_without_next {"), "\(lines)")
    #expect(Array(lines[variant + 1...variant + 3]) == ["button close \"xmark\" {", "invalidate tip .tipClosed", "}"])
    #expect(lines.contains("popover \"Save\" shows ThirdTip style TourStyle_without_next"))
  }
}

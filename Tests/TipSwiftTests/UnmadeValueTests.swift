import Testing
import TipModel
import TipResults
import TipSwift
import TipTestSupport

/// A destination made only for a route value no code makes is never opened:
/// a step on it can never appear, said with confidence. Any other way the
/// value or the view could come about keeps the approximation (the screen
/// taken to open at any moment) and the verdict unknown. Verdicts by hand.
@Suite("Values no code makes", .enabled(if: SwiftFrontend.isAvailable))
struct UnmadeValueTests {
  typealias V = VerdictSoundnessTests

  static func app(route: String = "enum Route: Hashable", extra: String = "") -> String {
    """
    import SwiftUI
    import TipKit

    struct MapsTip: Tip { var title: Text { Text("Maps work offline") } }

    \(route) {
        case trail(Int)
        case offlineMaps
    }

    struct OfflineMaps: View {
        var body: some View { TipView(MapsTip()) }
    }

    struct TrailDetail: View {
        let id: Int
        var body: some View { Text("Trail \\(id)") }
    }

    struct Explore: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Ridge", value: Route.trail(1))
                    \(extra)
                }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .trail(let id): TrailDetail(id: id)
                    case .offlineMaps: OfflineMaps()
                    }
                }
            }
        }
    }

    @main struct TrailsApp: App {
        init() { try? Tips.configure() }
        var body: some Scene { WindowGroup { Explore() } }
    }
    """
  }

  @Test("Made only for '.offlineMaps', which no code makes: MapsTip can never appear, with confidence")
  func neverOpened() throws {
    let result = V.verify(Self.app())
    // By hand: the only link carries Route.trail; OfflineMaps is never shown.
    #expect(V.verdicts(result)["reachable MapsTip"] == .violated, "\(V.verdicts(result))")
    #expect(result.diagnostics.contains { $0.id == "swift.screen-never-opened" })
    #expect(!result.diagnostics.contains { $0.id == "swift.screen-without-way-in" })
  }

  @Test(
    "A way the value or the view may come about keeps the approximation",
    arguments: [
      // A raw value, CaseIterable, Codable: values made without writing the case.
      ("enum Route: String, Hashable", ""),
      ("enum Route: Hashable, CaseIterable", ""),
      ("enum Route: Hashable, Codable", ""),
      // The case written outside a pattern: made (here compared, which TipCheck does not follow).
      ("enum Route: Hashable", #"Button("Maps") { print(Route.offlineMaps == .offlineMaps) }"#),
      // The view written elsewhere (a type annotation).
      ("enum Route: Hashable", #"Button("Maps") { let maps: OfflineMaps? = nil; print(maps == nil) }"#),
    ])
  func keptUnknown(route: String, extra: String) throws {
    let result = V.verify(Self.app(route: route, extra: extra))
    #expect(V.verdicts(result)["reachable MapsTip"] == .unknown, "\(route) \(extra): \(V.verdicts(result))")
    #expect(!result.diagnostics.contains { $0.id == "swift.screen-never-opened" })
  }

  @Test("A link with the value opens it: reachable")
  func linked() throws {
    let result = V.verify(Self.app(extra: #"NavigationLink("Offline maps", value: Route.offlineMaps)"#))
    #expect(V.verdicts(result)["reachable MapsTip"] == .holds, "\(V.verdicts(result))")
  }
}

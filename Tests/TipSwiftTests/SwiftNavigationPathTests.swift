import Foundation
import Testing
import TipModel
import TipResults
import TipSpec
import TipSwift
import TipTestSupport

@Suite("Reading TipKit Swift: NavigationStack(path:)", .enabled(if: SwiftFrontend.isAvailable))
struct SwiftNavigationPathTests {
  typealias S = SwiftLoweringTests

  static let views = S.threeTips + """
    enum Route: Hashable { case first, second }
    struct First: View { var body: some View { Text("one").popoverTip(B()) } }
    struct Second: View { var body: some View { Text("two").popoverTip(C()) } }
    struct Profile: View { var body: some View { Text("p") } }

    """

  @Test("A router's path.removeLast(path.count) and path = NavigationPath() go back to the stack's root; removeLast() goes back one")
  func pathRemovals() throws {
    let result = S.extract(
      Self.views + """
        @Observable final class Router {
            var path = NavigationPath()
            func push() { path.append(Route.first) }
            func home() { path.removeLast(path.count) }
            func reset() { path = NavigationPath() }
            func back() { path.removeLast() }
            func skip() { path.removeLast(2) }
        }
        struct Home: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    VStack {
                        TipView(A())
                        Button("Start") { router.push() }
                    }
                    .navigationDestination(for: Route.self) { _ in Detail(router: router) }
                }
            }
        }
        struct Detail: View {
            let router: Router
            var body: some View {
                VStack {
                    Text("one").popoverTip(B())
                    Button("Home") { router.home() }
                    Button("Reset") { router.reset() }
                    Button("Back") { router.back() }
                    Button("Skip") { router.skip() }
                }
            }
        }
        """)
    let lines = result.lines
    let detail = try #require(lines.firstIndex(of: "screen Detail {"), "\(lines)")
    let body = Array(lines[detail...])
    for label in ["Home", "Reset", "Back"] {
      let button = try #require(body.firstIndex(of: "button \"\(label)\" {"), "\(label): \(body)")
      #expect(body[button + 1] == "navigate Home", "\(label): \(body)")
    }
    // Two screens back is not read: said, with no move.
    #expect(result.diagnostics.contains { $0.contains("cannot tell where this leaves the navigation stack") }, "\(result.diagnostics)")
  }

  @Test("A stack in the App's own WindowGroup: a pushed screen has Back, and `_ = path.popLast()` goes back to the launch view")
  func appHeldStackGoesBack() throws {
    // Before, the launch view was not the parent of what the App's stack
    // pushes: the pushed screen had no Back, and popping did nothing.
    let result = S.extract(
      Self.views + """
        @Observable final class Router {
            var path: [Route] = []
            func pop() { _ = path.popLast() }
        }
        @main struct Shop: App {
            @State private var router = Router()
            init() { try? Tips.configure() }
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $router.path) {
                        Home().navigationDestination(for: Route.self) { _ in Detail() }
                    }
                    .environment(router)
                }
            }
        }
        struct Home: View {
            @Environment(Router.self) private var router
            var body: some View { VStack { TipView(A()); Button("Start") { router.path.append(.first) } } }
        }
        struct Detail: View {
            @Environment(Router.self) private var router
            var body: some View { VStack { Text("one").popoverTip(B()); Button("Done") { router.pop() } } }
        }
        """)
    let lines = result.lines
    let detail = try #require(lines.firstIndex(of: "screen Detail {"), "\(lines)")
    let body = Array(lines[detail...])
    let done = try #require(body.firstIndex(of: "button \"Done\" {"), "\(body)")
    #expect(body[done + 1] == "navigate Home", "\(body)")
    #expect(body.contains("back \"Back\" -> Home"), "\(body)")
  }

  @Test("guard !path.isEmpty in a router holds when a screen only pushed onto that path runs it, and is unread from the root")
  func pathEmptinessByScreen() throws {
    let app = Self.views + """
      @Observable final class Router {
          var path = NavigationPath()
          func push() { path.append(Route.first) }
          func popToRoot() {
              guard !path.isEmpty else { return }
              path.removeLast(path.count)
          }
      }
      struct Home: View {
          @State private var router = Router()
          var body: some View {
              NavigationStack(path: $router.path) {
                  VStack {
                      TipView(A())
                      Button("Start") { router.push() }
                      FROM_ROOT
                  }
                  .navigationDestination(for: Route.self) { _ in Detail(router: router) }
              }
          }
      }
      struct Detail: View {
          let router: Router
          var body: some View { Button("Done") { router.popToRoot() } }
      }
      """
    // From Detail, pushed onto the path, the path holds Detail: Done goes back to the root.
    let pushed = S.extract(app.replacingOccurrences(of: "FROM_ROOT", with: ""))
    let lines = pushed.lines
    let done = try #require(lines.firstIndex(of: "button \"Done\" {"), "\(lines)")
    #expect(lines[done + 1] == "navigate Home", "\(lines)")
    #expect(!pushed.diagnostics.contains { $0.contains("path.isEmpty") }, "\(pushed.diagnostics)")
    // From the root, the path may be empty: the condition is not read.
    let root = S.extract(app.replacingOccurrences(of: "FROM_ROOT", with: "Button(\"Top\") { router.popToRoot() }"))
    #expect(root.diagnostics.contains { $0.contains("cannot read the condition 'path.isEmpty'") }, "\(root.diagnostics)")
  }

  @Test("path.append(value) opens the view declared for the value's type and case; a value of unknown type is a version per view")
  func appendNavigates() throws {
    let result = S.extract(
      Self.views + """
        struct Home: View {
            @State private var path = NavigationPath()
            var next: AnyHashable { Bool.random() ? Route.first : "me" }
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        TipView(A())
                        Button("Profile") { path.append("me") }
                        Button("Start") { path.append(Route.first) }
                        Button("Next") { path.append(next) }
                    }
                    .navigationDestination(for: String.self) { _ in Profile() }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .first: First()
                        case .second: Second()
                        }
                    }
                }
            }
        }
        """)
    let lines = result.lines
    // The launch screen is the stack's root, not one of the pushed views.
    #expect(lines.contains("screen Home initial {"))
    #expect(lines.contains("screen First {") && lines.contains("screen Second {"))
    // A String goes to Profile; Route.first to the view its case opens; a value
    // whose type cannot be read to any of the three (versions).
    let home = try #require(lines.firstIndex(of: "screen Home initial {"))
    let body = Array(lines[home...])
    #expect(body.contains("button \"Profile\" {") && body.contains("navigate Profile"))
    #expect(body.contains("button \"Start\" {") && body.contains("navigate First"))
    #expect(body.contains("button \"Next\" assuming \"to First\" {") && body.contains("button \"Next\" assuming \"to Profile\" {"))
    #expect(
      result.diagnostics.filter { $0.contains("append") } == [
        "App.swift:17: warning: TipCheck cannot tell which view this append opens; each of First, Second, Profile is modelled, as a version of this action"
      ])
    // And the tips on the pushed screens can be reached.
    let model = try #require(result.model)
    let checked = Verifier().verify(model, sources: [])
    let verdicts = Dictionary(uniqueKeysWithValues: checked.properties.map { ($0.title(in: model), $0.verdict) })
    #expect(verdicts["reachable B"] == .holds && verdicts["reachable C"] == .holds, "\(verdicts)")
  }
}

extension SwiftNavigationPathTests {
  @Test("An append in a view that receives the path, or on a shared router's path, to a destination declared in an embedded view")
  func appendAcrossViews() throws {
    let result = S.extract(
      Self.views + """
        @Observable final class Router { var path: [Route] = [] }
        struct Menu: View {
            @Binding var route: [Route]
            var body: some View { Button("Second") { route.append(.second) } }
        }
        struct Content: View {
            @Binding var path: [Route]
            @Environment(Router.self) var router
            var body: some View {
                VStack {
                    TipView(A())
                    Button("First") { path.append(.first) }
                    Menu(route: $path)
                    Button("Profile") { router.path.append("me") }
                }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .first: First()
                    case .second: Second()
                    }
                }
            }
        }
        struct Home: View {
            @State private var path: [Route] = []
            @State private var router = Router()
            var body: some View {
                NavigationStack(path: $path) { Content(path: $path) }
                NavigationStack(path: $router.path) {
                    Text("r").navigationDestination(for: String.self) { _ in Profile() }
                }
            }
        }
        """)
    let lines = result.lines
    #expect(lines.contains("screen Home initial {"), "\(result.spec)")
    #expect(lines.contains("button \"First\" {") && lines.contains("navigate First"))
    #expect(lines.contains("button \"Second\" {") && lines.contains("navigate Second"))
    #expect(lines.contains("button \"Profile\" {") && lines.contains("navigate Profile"))
    #expect(!result.diagnostics.contains { $0.contains("append") }, "\(result.diagnostics)")
    let model = try #require(result.model, "\(result.diagnostics)")
    let checked = Verifier().verify(model, sources: [])
    let verdicts = Dictionary(uniqueKeysWithValues: checked.properties.map { ($0.title(in: model), $0.verdict) })
    #expect(verdicts["reachable B"] == .holds && verdicts["reachable C"] == .holds, "\(verdicts)")
  }
}

extension SwiftNavigationPathTests {
  @Test("NavigationLink(value:) opens the view declared for the value's type (it linked to every destination)")
  func valueLinks() {
    let result = S.extract(
      Self.views + """
        struct Home: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        TipView(A())
                        NavigationLink("Me", value: "me")
                        NavigationLink("Two", value: Route.second)
                    }
                    .navigationDestination(for: String.self) { _ in Profile() }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .first: First()
                        case .second: Second()
                        }
                    }
                }
            }
        }
        """)
    let links = result.lines.filter { $0.hasPrefix("link \"Me\"") || $0.hasPrefix("link \"Two\"") }
    #expect(links == ["link \"Me\" -> Profile", "link \"Two\" -> Second"], "\(result.spec)")
  }
}

extension SwiftNavigationPathTests {
  @Test("Second review: nested value types, 'case let', a stack in the App, a link in an embedded list, contentsOf, a renamed router")
  func secondReview() throws {
    let result = S.extract(
      Self.views + """
        enum AppRoute { enum Settings: Hashable { case account } }
        enum Step: Hashable { case detail(id: Int), plain }
        @Observable final class Router { var path = NavigationPath() }
        struct List1: View {
            var body: some View {
                VStack {
                    NavigationLink("Account", value: AppRoute.Settings.account)
                    NavigationLink("Detail", value: Step.detail(id: 1))
                }
            }
        }
        struct Home: View {
            @Environment(Router.self) var router
            @Environment(Router.self) var nav
            var body: some View {
                VStack {
                    TipView(A())
                    List1()
                    Button("Both") { router.path.append(contentsOf: [Step.plain, Step.detail(id: 2)]) }
                    Button("Lost") { nav.path.append(Step.plain) }
                    if UserDefaults.standard.bool(forKey: "editing") { NavigationLink("Edit") { Profile() } }
                }
                .navigationDestination(for: AppRoute.Settings.self) { _ in Second() }
                .navigationDestination(for: Step.self) { step in
                    switch step {
                    case let .detail(id): First()
                    case .plain: Profile()
                    }
                }
            }
        }
        @main
        struct TourApp: App {
            @State var router = Router()
            init() { try? Tips.configure() }
            var body: some Scene { WindowGroup { NavigationStack(path: $router.path) { Home() }.environment(router) } }
        }
        """)
    let lines = result.lines
    #expect(lines.contains("link \"Account\" -> Second"), "\(result.spec)")
    #expect(lines.contains("link \"Detail\" -> First"))
    #expect(lines.contains("button \"Both\" {") && lines.contains("navigate First"))
    #expect(lines.contains("screen Home initial {"))
    // The renamed router is said, not dropped silently; a link under an `if` is said too (going
    // there and back runs onAppear again, whether or not the destination has tips).
    #expect(
      result.diagnostics == [
        "App.swift:27: warning: TipCheck cannot tell which NavigationStack 'nav.path' belongs to; this append is ignored",
        "App.swift:28: warning: TipCheck cannot read the condition 'UserDefaults.standard.bool(forKey: \"editing\")'; what is under it is taken to be on screen or not, from launch and at any moment (an approximation)",
      ], "\(result.diagnostics)")
  }
}

extension SwiftNavigationPathTests {
  @Test("A destination built by a @ViewBuilder method of the view is read there, not as part of the view")
  func destinationBuilder() throws {
    let result = S.extract(
      Self.views + """
        struct Home: View {
            @State private var path: [Route] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        TipView(A())
                        Button("Next") { path.append(.second) }
                    }
                    .navigationDestination(for: Route.self) { route in destination(for: route) }
                }
            }
            @ViewBuilder func destination(for route: Route) -> some View {
                switch route {
                case .first: First()
                case .second: Second()
                }
            }
        }
        """)
    let lines = result.lines
    // Second is a screen of its own reached by the button, not mounted on Home at launch.
    let home = try #require(lines.firstIndex(of: "screen Home initial {"))
    let homeBody = lines[home...].prefix { $0 != "}" }
    #expect(!homeBody.contains { $0.contains("shows C") || $0.contains("shows B") }, "\(result.spec)")
    #expect(lines.contains("screen Second {") && lines.contains("navigate Second"))
    // Nothing makes `.first` (written only in the enum and the case): First is never opened.
    #expect(
      result.diagnostics == [
        "App.swift:5: warning: nothing in the app opens 'First': it is made only for '.first', a value no code makes"
      ], "\(result.diagnostics)")
  }
}

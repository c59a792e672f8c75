import Foundation
import Testing
import TipModel
import TipResults
import TipSwift
import TipTestSupport

/// UIKit coordinators (CoordinatorLaunch.swift): the window's root is an
/// empty navigation controller, and what the delegate's calls push onto it
/// first is the launch screen. Verdicts worked out by hand.
@Suite("Reading UIKit coordinators", .enabled(if: SwiftFrontend.isAvailable))
struct CoordinatorTests {
  typealias V = VerdictSoundnessTests

  static let tips = """
    struct HomeTip: Tip { var title: Text { Text("home") } }
    struct DetailTip: Tip { var title: Text { Text("detail") } }

    """

  /// A scene delegate that hands an empty navigation controller to
  /// `AppCoordinator` and starts it in one expression.
  static let scene = """
    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let navigation = UINavigationController()
            AppCoordinator(navigationController: navigation).start()
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    """

  /// A controller showing `tip` inline (UIKitTests' presenter), with a bar
  /// button calling the coordinator.
  static func controller(_ name: String, tip: String, button: String, calls method: String) -> String {
    UIKitTests.tipViewController(
      name, tip: tip,
      extra: """
        weak var coordinator: AppCoordinator?
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    title: "\(button)", primaryAction: UIAction { [weak self] _ in self?.coordinator?.\(method)() })
            }
        """)
  }

  /// The coordinator: `start` is its body; `showDetail` pushes Detail and
  /// `restart` sets the stack back to Home.
  static func coordinator(start: String, extra: String = "") -> String {
    """
    protocol Coordinator: AnyObject {
        var navigationController: UINavigationController { get }
        func start()
    }
    final class AppCoordinator: Coordinator {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            \(start)
        }
        func showHome() {
            let home = Home()
            home.coordinator = self
            navigationController.setViewControllers([home], animated: false)
        }
        func showDetail() {
            let detail = Detail()
            detail.coordinator = self
            navigationController.pushViewController(detail, animated: true)
        }
        func restart() {
            navigationController.setViewControllers([Home()], animated: true)
        }
        \(extra)
    }

    """
  }

  @Test("The controller a coordinator's start() pushes is the first screen; setViewControllers is a move with no Back")
  func firstPush() throws {
    // Detail is declared first and both controllers are destinations: before,
    // the first declared screen was taken for the launch screen, with no warning.
    let app =
      Self.tips + Self.controller("Detail", tip: "DetailTip", button: "Start Over", calls: "restart")
      + Self.controller("Home", tip: "HomeTip", button: "Open", calls: "showDetail") + Self.scene
      + Self.coordinator(start: "showHome()")
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.lines.contains("screen Home initial {"), "\(loaded.lines)")
    #expect(!loaded.diagnostics.contains { $0.contains("first screen") }, "\(loaded.diagnostics)")
    // setViewControllers([Home()]) makes Home the whole stack: a move to it, and no Back from it.
    let home = try #require(loaded.lines.firstIndex(of: "screen Home initial {"))
    let start = try #require(loaded.lines.firstIndex(of: "tap \"Start Over\" {"))
    #expect(loaded.lines[start + 1] == "navigate Home", "\(loaded.lines)")
    #expect(!loaded.lines[home...].prefix { $0 != "}" }.contains("back \"Back\" -> Detail"), "\(loaded.lines)")
    // By hand: HomeTip at launch (0 steps); Open pushes Detail, which covers
    // Home and shows DetailTip (1 step); Start Over sets the stack back to Home.
    let result = V.verify(app)
    #expect(
      V.verdicts(result) == ["single-tip": .holds, "reachable HomeTip": .holds, "reachable DetailTip": .holds, "no-deadlock": .holds],
      "\(V.verdicts(result))")
    #expect(V.property(result, "reachable HomeTip")?.trace?.trace.length == 0)
    #expect(V.property(result, "reachable DetailTip")?.trace?.trace.length == 1)
  }

  @Test("An onboarding gate on a UserDefaults flag is decided at each launch, exactly: the first launch opens on Welcome, a relaunch after Continue on Home")
  func userDefaultsGate() throws {
    let app =
      Self.tips + "struct WelcomeTip: Tip { var title: Text { Text(\"welcome\") } }\n"
      + Self.controller("Detail", tip: "DetailTip", button: "Start Over", calls: "restart")
      + Self.controller("Home", tip: "HomeTip", button: "Open", calls: "showDetail")
      + Self.controller("Welcome", tip: "WelcomeTip", button: "Continue", calls: "finishOnboarding") + Self.scene
      + Self.coordinator(
        start: """
          if UserDefaults.standard.bool(forKey: "hasOnboarded") {
                      showHome()
                  } else {
                      let welcome = Welcome()
                      welcome.coordinator = self
                      navigationController.pushViewController(welcome, animated: false)
                  }
          """,
        extra: """
          func finishOnboarding() {
                  UserDefaults.standard.set(true, forKey: "hasOnboarded")
                  showHome()
              }
          """)
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.lines.contains("param hasOnboarded: Bool = false"), "\(loaded.lines)")
    #expect(loaded.lines.contains("set TipCheckStorage.hasOnboarded = true"), "\(loaded.lines)")
    #expect(!loaded.diagnostics.contains { $0.contains("controllers pushed first") }, "\(loaded.diagnostics)")
    // By hand: a fresh install has no flag, so the app opens on Welcome
    // (WelcomeTip, 0 steps); Continue stores it and shows Home (HomeTip, 1
    // step); Open pushes Detail (DetailTip, 2 steps). One tip per screen.
    let result = V.verify(app)
    #expect(
      V.verdicts(result) == [
        "single-tip": .holds, "reachable HomeTip": .holds, "reachable DetailTip": .holds, "reachable WelcomeTip": .holds,
        "no-deadlock": .holds,
      ], "\(V.verdicts(result))")
    #expect(V.property(result, "reachable WelcomeTip")?.trace?.trace.length == 0)
    #expect(V.property(result, "reachable HomeTip")?.trace?.steps.map(\.action) == ["Launch the app", "Tap “Continue” on Welcome"])
    #expect(V.property(result, "reachable DetailTip")?.trace?.trace.length == 2)
    // A key also named elsewhere (registered defaults) is not one flag: the approximation.
    let registered = app.replacingOccurrences(
      of: "func finishOnboarding() {", with: "func register() { UserDefaults.standard.register(defaults: [\"hasOnboarded\": true]) }\n    func finishOnboarding() {")
    #expect(SwiftLoweringTests.extract(registered).diagnostics.contains { $0.contains("controllers pushed first") })
    // A write in code TipCheck does not read (a notification's selector) is
    // said, and what rests on the flag is not confident.
    let unread = app.replacingOccurrences(
      of: "func finishOnboarding() {",
      with: "@objc func signedIn(_ note: Notification) { UserDefaults.standard.set(false, forKey: \"hasOnboarded\") }\n    func finishOnboarding() {")
    let unreadDiagnostics = SwiftLoweringTests.extract(unread).diagnostics
    #expect(
      unreadDiagnostics.contains { $0.contains("TipCheck does not model this code, which uses 'hasOnboarded'") }, "\(unreadDiagnostics)")
    #expect(SwiftLoweringTests.extract(unread).lines.contains("havoc TipCheckStorage.hasOnboarded"))
  }

  @Test("A start() that chooses its first controller by a condition TipCheck cannot read opens on either, as an approximation")
  func branchingStart() throws {
    let app =
      Self.tips + Self.controller("Detail", tip: "DetailTip", button: "Start Over", calls: "restart")
      + Self.controller("Home", tip: "HomeTip", button: "Open", calls: "showDetail")
      + Self.controller("Welcome", tip: "HomeTip", button: "Continue", calls: "showHome") + Self.scene
      + Self.coordinator(
        start: """
          if UserDefaults.standard.string(forKey: "account") != nil {
                      showHome()
                  } else {
                      navigationController.pushViewController(Welcome(), animated: false)
                  }
          """)
    let loaded = SwiftLoweringTests.extract(app)
    #expect(loaded.lines.contains("screen Home initial {"), "\(loaded.lines)")
    #expect(loaded.diagnostics.contains { $0.contains("controllers pushed first") }, "\(loaded.diagnostics)")
    // Never the SwiftUI advice for a UIKit app.
    #expect(!loaded.diagnostics.contains { $0.contains("WindowGroup") }, "\(loaded.diagnostics)")
    // By hand: the app opens on Home or on Welcome, depending on a stored
    // value TipCheck does not read: every run starts with that assumption, so
    // reaching a tip is unknown, naming the launch; two tips never show at once.
    let result = V.verify(app)
    #expect(V.verdicts(result)["single-tip"] == .holds, "\(V.verdicts(result))")
    #expect(V.verdicts(result)["reachable DetailTip"] == .unknown, "\(V.verdicts(result))")
    #expect(V.property(result, "reachable DetailTip")?.restsOn.contains { $0.id == "swift.root-branch" } == true)
  }

  @Test("A coordinator method nothing calls is dead code: the step it would unlock can never appear, a confident verdict")
  func deadCoordinatorMethod() throws {
    let gated = """
      struct GatedTip: Tip {
          @Parameter static var unlocked = false
          var title: Text { Text("gated") }
          var rules: [Rule] { #Rule(Self.$unlocked) { $0 } }
      }

      """
    let app =
      Self.tips + gated + Self.controller("Detail", tip: "GatedTip", button: "Start Over", calls: "restart")
      + Self.controller("Home", tip: "HomeTip", button: "Open", calls: "showDetail") + Self.scene
      + Self.coordinator(start: "showHome()", extra: "func unlock() { GatedTip.unlocked = true }")
    // By hand: nothing calls unlock(), so GatedTip's rule never holds.
    let result = V.verify(app)
    #expect(V.verdicts(result)["reachable GatedTip"] == .violated, "\(V.verdicts(result))")
    #expect(V.verdicts(result)["no-deadlock"] == .violated, "\(V.verdicts(result))")
    #expect(result.diagnostics.contains { $0.id == "swift.code-never-called" }, "\(result.diagnostics)")

    // The same method in a type that conforms to a framework protocol may be
    // the framework's to call: its writes are an approximation, and the
    // verdict unknown, naming it.
    let delegate = """
      final class Unlocker: NSObject, UITableViewDelegate {
          func unlock() { GatedTip.unlocked = true }
      }
      """
    let framework = V.verify(
      Self.tips + gated + Self.controller("Detail", tip: "GatedTip", button: "Start Over", calls: "restart")
        + Self.controller("Home", tip: "HomeTip", button: "Open", calls: "showDetail") + Self.scene
        + Self.coordinator(start: "showHome()") + delegate)
    #expect(V.verdicts(framework)["reachable GatedTip"] == .unknown, "\(V.verdicts(framework))")
  }
}

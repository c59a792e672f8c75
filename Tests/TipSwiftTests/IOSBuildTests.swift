import Testing
import TipModel

@testable import TipSwift

/// `#if` as an iOS build compiles it (`IOSBuild`): which conditions are
/// decided, and that resolving keeps every offset of the file.
@Suite("#if read as an iOS build sees it", .enabled(if: SwiftFrontend.isAvailable))
struct IOSBuildTests {
  /// The file's text as the front end parses it.
  static func resolved(_ text: String) -> String {
    SwiftFrontend.iOSBuildText(of: text)
  }

  @Test("Platform, module and version conditions are decided; build settings are not")
  func conditions() {
    let cases: [(String, Bool?)] = [
      ("os(iOS)", true), ("os(macOS)", false), ("!os(watchOS)", true), ("os(iOS) || os(visionOS)", true),
      ("os(iOS) && DEBUG", nil), ("os(macOS) && DEBUG", false), ("canImport(UIKit)", true), ("canImport(AppKit)", false),
      ("canImport(MyPackage)", nil), ("targetEnvironment(macCatalyst)", false), ("targetEnvironment(simulator)", nil),
      ("swift(>=5.9)", true), ("(os(iOS))", true), ("DEBUG", nil), ("arch(arm64)", nil), ("true", true),
    ]
    for (condition, expected) in cases {
      let text = "#if \(condition)\nlet a = 1\n#else\nlet b = 2\n#endif\n"
      let result = Self.resolved(text)
      switch expected {
      case true?: #expect(result.contains("let a") && !result.contains("let b") && !result.contains("#if"), "\(condition)")
      case false?: #expect(!result.contains("let a") && result.contains("let b") && !result.contains("#else"), "\(condition)")
      case nil: #expect(result == text, "\(condition)")
      }
    }
  }

  @Test("Resolving keeps every byte offset and line; #elseif chains and modifiers in a chain")
  func offsetsKept() {
    let text = """
      struct V: View {
          var body: some View {
              Text("é")
              #if os(macOS)
              .frame(width: 3)
              #elseif os(iOS)
              .padding()
              #else
              .bold()
              #endif
          }
      }

      """
    let result = Self.resolved(text)
    #expect(result.utf8.count == text.utf8.count)
    #expect(result.split(separator: "\n", omittingEmptySubsequences: false).count == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(result.contains(".padding()") && !result.contains(".frame") && !result.contains(".bold"))
    // `.padding()` stays where it was.
    #expect(result.utf8.firstRange(of: ".padding()".utf8)?.lowerBound == text.utf8.firstRange(of: ".padding()".utf8)?.lowerBound)
  }

  @Test("A sheet under #if os(iOS) is a way to its screen (it was 'unknown screen', exit 65)")
  func sheetUnderPlatformCondition() {
    let result = SwiftLoweringTests.extract(
      """
      struct A: Tip { var title: Text { Text("a") } }
      struct Home: View {
          @State private var open = false
          var body: some View {
              Button("Open") { open = true }
              #if os(iOS)
              .sheet(isPresented: $open) { Detail() }
              #else
              .popover(isPresented: $open) { Detail() }
              #endif
          }
      }
      struct Detail: View { var body: some View { TipView(A()) } }
      @main struct DemoApp: App { var body: some Scene { WindowGroup { Home() } } }
      """)
    #expect(result.model != nil, "\(result.diagnostics)")
    #expect(!result.diagnostics.contains { $0.contains("#if") }, "\(result.diagnostics)")
  }
}

import Foundation
import Testing
import TipModel
import TipTestSupport

@testable import TipSwift

/// Which files the front end parses (`SwiftFrontend.relevantFiles`, one
/// closure over the files' words) is the fixpoint it replaced: parse the
/// files that mention TipKit, then, round by round, those using a type a
/// parsed file declares or declaring a type a parsed file uses.
@Suite("Relevant files: the one-pass closure equals the round-by-round fixpoint")
struct RelevantFilesTests {
  /// The simple core: rounds until nothing changes.
  static func fixpoint(_ sources: [SourceFile]) -> [Int] {
    let words = sources.map { SwiftFrontend.identifiers(in: $0.text) }
    let used = words.map { Set($0) }
    let declared = words.map(SwiftFrontend.declaredTypeNames(in:))
    var relevant = Set(
      sources.indices.filter {
        sources[$0].text.contains("Tip") || sources[$0].text.contains("@Parameter") || sources[$0].text.contains("tipcheck:")
      })
    while true {
      let known = Set(relevant.flatMap { declared[$0] })
      let named = Set(relevant.flatMap { used[$0] })
      let next = relevant.union(
        sources.indices.filter { !used[$0].isDisjoint(with: known) || declared[$0].contains(where: named.contains) })
      if next == relevant { return relevant.sorted() }
      relevant = next
    }
  }

  static func sources(_ app: [String: String]) -> [SourceFile] {
    app.keys.sorted().map { SourceFile(path: $0, text: app[$0] ?? "") }
  }

  @Test("Generated apps: production-shaped chains and tutorial-shaped features with unrelated fillers")
  func generatedApps() {
    for app in [AppFamily.productionApp(files: 60), AppFamily.featureApp(features: 5, files: 40)] {
      let sources = Self.sources(app)
      let found = SwiftFrontend.relevantFiles(sources)
      #expect(found == Self.fixpoint(sources))
      #expect(found.count < sources.count || app.keys.contains("Services/Service0.swift"))
    }
    // The production app's layers are all reached through the chain of services.
    let production = Self.sources(AppFamily.productionApp(files: 60))
    #expect(SwiftFrontend.relevantFiles(production).count == production.count)
  }

  @Test("Every app of the fixture corpus")
  func corpus() throws {
    let corpus = TestSupport.repositoryRoot + "/Tests/Fixtures/Apps"
    for fixture in try FileManager.default.contentsOfDirectory(atPath: corpus).sorted() where !fixture.hasPrefix(".") {
      let directory = corpus + "/" + fixture
      let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.sorted()
      let sources = try names.map { SourceFile(path: $0, text: try String(contentsOfFile: directory + "/" + $0, encoding: .utf8)) }
      #expect(SwiftFrontend.relevantFiles(sources) == Self.fixpoint(sources), "\(fixture)")
    }
  }
}

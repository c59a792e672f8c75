import TipModel
import TipResults

/// Model coverage as LCOV, so genhtml or Codecov show, on the `.tipspec` or
/// Swift lines, which tips appeared and which moves were taken (`DA`), and
/// whether each rule was seen both true and false (`BRDA`, two branches).
public struct LCOVReport: Sendable {
  public var root: String

  public init(root: String) { self.root = root }

  public func render(_ coverages: [ModelCoverage]) -> String {
    var lines: [String: Int] = [:]  // "file\u{0}line" → hits
    var branches: [String: [(line: Int, taken: [Bool])]] = [:]
    var files: [String] = []
    let relativizer = PathRelativizer(root: root)
    func note(_ range: SourceRange?, _ covered: Bool) {
      guard let range, !range.isSynthesized else { return }
      let file = relativizer.relative(range.start.file)
      if !files.contains(file) { files.append(file) }
      let key = file + "\u{0}" + String(range.start.line)
      lines[key] = max(lines[key] ?? 0, covered ? 1 : 0)
    }
    for coverage in coverages {
      for item in coverage.tipsVisible + coverage.moves + coverage.sites { note(item.location, item.covered) }
      for (isTrue, isFalse) in zip(coverage.rulesTrue, coverage.rulesFalse) {
        note(isTrue.location, isTrue.covered || isFalse.covered)
        guard let range = isTrue.location, !range.isSynthesized else { continue }
        branches[relativizer.relative(range.start.file), default: []].append((range.start.line, [isTrue.covered, isFalse.covered]))
      }
    }
    var output = ["TN:tipcheck"]
    for file in files.sorted() {
      output.append("SF:\(file)")
      var found = 0
      var hit = 0
      for (block, branch) in (branches[file] ?? []).enumerated() {
        for (index, taken) in branch.taken.enumerated() {
          output.append("BRDA:\(branch.line),\(block),\(index),\(taken ? "1" : "0")")
        }
      }
      let branchList = branches[file] ?? []
      output.append("BRF:\(branchList.count * 2)")
      output.append("BRH:\(branchList.reduce(0) { $0 + $1.taken.filter { $0 }.count })")
      let fileLines = lines.keys.filter { $0.hasPrefix(file + "\u{0}") }
        .compactMap { key in Int(key.split(separator: "\u{0}").last ?? "").map { ($0, lines[key] ?? 0) } }
        .sorted { $0.0 < $1.0 }
      for (line, hits) in fileLines {
        output.append("DA:\(line),\(hits)")
        found += 1
        if hits > 0 { hit += 1 }
      }
      output.append("LF:\(found)")
      output.append("LH:\(hit)")
      output.append("end_of_record")
    }
    return output.joined(separator: "\n") + "\n"
  }
}

/// Generated `.tipspec` models whose state spaces grow in known ways: the
/// benchmark's families, and models for tests that need a known shape.
public enum ModelFamily {
  /// A family member by a short name, as the benchmark's command line takes
  /// it: `tips10`, `relay20`, `counters6` (three donations needed),
  /// `groups8x3`, `points1000` (a counter to 1,000); nil for any other name.
  public static func named(_ name: String) -> String? {
    func number(after prefix: String) -> Int? {
      name.hasPrefix(prefix) ? Int(name.dropFirst(prefix.count)) : nil
    }
    if let n = number(after: "tips") { return independentTips(n) }
    if let n = number(after: "relay") { return relay(n) }
    if let n = number(after: "counters") { return counters(n, needed: 3) }
    if let n = number(after: "points") { return points(limit: n) }
    if name.hasPrefix("groups") {
      let sizes = name.dropFirst("groups".count).split(separator: "x").compactMap { Int($0) }
      if sizes.count == 2 { return groups(sizes[0], sizes[1]) }
    }
    return nil
  }

  /// N independent tips, each switched on and off by its own button and
  /// shown in its own TipView with a style that draws no close button:
  /// per tip (off, never shown), (on, shown), (off, shown) → 3^N states.
  public static func independentTips(_ n: Int) -> String {
    var spec = "style Silent { }\n"
    for i in 0..<n {
      spec += """
        tip T\(i) { title "Tip \(i)" param on: Bool = false rule on }
        inline "site \(i)" shows T\(i) style Silent
        button "toggle \(i)" { toggle T\(i).on }

        """
    }
    return spec + "check single-tip expect violated\n"
  }

  /// An N-step iOS 17 relay: each step's × activates the next.
  public static func relay(_ n: Int) -> String {
    var spec = """
      style Chained(next: Tip) { button close "x" { invalidate tip .tipClosed set next.show = true } }
      button "Start" { set Step0.show = true }

      """
    for i in 0..<n {
      spec += "tip Step\(i) { title \"Step \(i)\" param show: Bool = false rule show }\n"
      if i + 1 < n {
        spec += "popover \"anchor \(i)\" shows Step\(i) style Chained(next: Step\(i + 1))\n"
      } else {
        spec += "popover \"anchor \(i)\" shows Step\(i)\n"
      }
    }
    return spec + "check single-tip, reachable, no-deadlock, order " + (0..<n).map { "Step\($0)" }.joined(separator: " -> ") + "\n"
  }

  /// k ordered groups of m tips, each group behind its own TipView.
  public static func groups(_ k: Int, _ m: Int) -> String {
    var spec = "config { popoversBlockInteraction false }\n"
    for g in 0..<k {
      for i in 0..<m { spec += "tip G\(g)T\(i) { title \"t\" }\n" }
      spec += "group g\(g) ordered { " + (0..<m).map { "G\(g)T\($0)" }.joined(separator: ", ") + " }\n"
      spec += "inline \"group \(g)\" shows g\(g).currentTip\n"
    }
    return spec + "check single-tip expect violated\ncheck no-deadlock\n"
  }

  /// N tips waiting for event counts, each event donated by a button.
  public static func counters(_ n: Int, needed: Int) -> String {
    var spec = "config { popoversBlockInteraction false }\n"
    for i in 0..<n {
      spec += """
        tip C\(i) { title "c" event used rule used.donations.count >= \(needed) }
        inline "c\(i)" shows C\(i)
        button "use \(i)" { donate C\(i).used }

        """
    }
    return spec + "check single-tip expect violated\n"
  }
}

extension ModelFamily {
  /// A points counter from 0 to `limit` (one point per tap) with two tips
  /// in an ordered group unlocked at thresholds: large integer domains.
  public static func points(limit: Int) -> String {
    """
    holder Game { param points: Int(0...\(limit)) = 0 }
    tip Level1Tip { title "Level 1" rule Game.points >= \(limit / 100) }
    tip Level2Tip { title "Level 2" rule Game.points >= \(limit) }
    group levels ordered { Level1Tip, Level2Tip }
    inline "score" shows levels.currentTip
    button "Earn a point" if Game.points < \(limit) { set Game.points += 1 }
    config { popoversBlockInteraction false }
    check single-tip, order Level1Tip -> Level2Tip

    """
  }

  /// An N-step relay with only the two properties the symbolic benchmark proves.
  public static func relayProofs(_ n: Int) -> String {
    relay(n).replacingOccurrences(of: "check single-tip, reachable, no-deadlock, order", with: "check single-tip, order")
  }
}

import TipSemantics
/// Random small `.tipspec` models for property-based tests: a few tips,
/// Bool parameters, groups, sites, buttons, relay styles, display counts,
/// events and a display frequency, from a seed so failures reproduce.
public struct RandomModels {
  /// The generator `tipcheck simulate` uses: the same numbers from a seed on every run and platform.
  public typealias Generator = SplitMix64

  /// A spec with checks for every property kind the symbolic engines decide.
  public static func spec(seed: UInt64) -> String {
    var random = Generator(state: seed &* 7919 &+ 17)
    let tipCount = 2 + random.below(3)
    var lines: [String] = []
    if random.chance(25) { lines.append("config { displayFrequency daily }") }
    if random.chance(20) { lines.append("config { popoversBlockInteraction false }") }
    if random.chance(15) { lines.append("config { relaunch false }") }
    lines.append("style Relay(next: Tip) { button close \"Next\" { invalidate tip .tipClosed set next.on = true } }")
    var events: [Int] = []
    for i in 0..<tipCount {
      var body = "title \"T\(i)\" param on: Bool = \(random.chance(20) ? "true" : "false")"
      switch random.below(4) {
      case 0: body += " rule on"
      case 1:
        body += " event used rule used.donations.count >= \(1 + random.below(3))"
        events.append(i)
      case 2: body += " rule on || T\(random.below(tipCount)).on"
      default: break
      }
      if random.chance(25) { body += " maxDisplayCount \(1 + random.below(2))" }
      if random.chance(15) { body += " ignoresDisplayFrequency" }
      if random.chance(20) { body += " action go \"Go\" { set T\(random.below(tipCount)).on = true }" }
      lines.append("tip T\(i) { \(body) }")
    }
    var grouped: [Int] = []
    if random.chance(60) {
      let members = (0..<tipCount).filter { _ in random.chance(60) }
      if members.count >= 2 {
        lines.append(
          "group g \(random.chance(50) ? "ordered" : "firstAvailable") { " + members.map { "T\($0)" }.joined(separator: ", ")
            + " }")
        grouped = members
        let kind = random.chance(50) ? "popover" : "inline"
        if random.chance(50) {
          lines.append("\(kind) \"group\" shows g.currentTip")
        } else {
          for member in members { lines.append("popover \"as \(member)\" shows g.currentTip as? T\(member)") }
        }
      }
    }
    for i in 0..<tipCount where !grouped.contains(i) || random.chance(20) {
      let kind = random.chance(50) ? "popover" : "inline"
      var site = "\(kind) \"site \(i)\" shows T\(i)"
      if random.chance(30) { site += " style Relay(next: T\(random.below(tipCount)))" }
      lines.append(site)
    }
    for b in 0..<(1 + random.below(3)) {
      let target = random.below(tipCount)
      let effect: String
      if events.contains(target), random.chance(60) {
        effect = "donate T\(target).used"
      } else if random.chance(50) {
        effect = "set T\(target).on = \(random.chance(70) ? "true" : "false")"
      } else if random.chance(50) {
        effect = "toggle T\(target).on"
      } else {
        effect = "invalidate T\(target) .actionPerformed"
      }
      lines.append("button \"b\(b)\" { \(effect) }")
    }
    let order = (0..<tipCount).map { "T\($0)" }.prefix(2 + random.below(max(1, tipCount - 1)))
    lines.append("check single-tip, reachable, order \(order.joined(separator: " -> "))")
    lines.append("check invariant \"not all closed\" !(invalidated(T0) && invalidated(T1))")
    return lines.joined(separator: "\n") + "\n"
  }
}

extension RandomModels {
  /// A random spec with approximations (docs/semantics.md, "Approximate
  /// moves"): `spec(seed:)` with, each by chance, a button that havocs a
  /// tip's flag, one that may set a flag, invalidate a tip or do nothing,
  /// and app code that may clear a flag at any moment (`anytime`);
  /// `no-deadlock` checked too.
  public static func approximateSpec(seed: UInt64) -> String {
    var random = Generator(state: seed &* 4111 &+ 7)
    let base = spec(seed: seed)
    let tips = (0..<4).filter { base.contains("tip T\($0) ") }
    let one = tips[random.below(tips.count)]
    let other = tips[random.below(tips.count)]
    let unread = [
      "button \"unread\" { havoc T\(one).on }",
      "button \"maybe\" { either { set T\(other).on = true } or { invalidate T\(one) .actionPerformed } or {} }",
      "anytime \"sync\" { either { set T\(one).on = false } or {} }",
    ]
    return base + unread.filter { _ in random.chance(80) }.joined(separator: "\n") + "\ncheck no-deadlock\n"
  }
}

extension RandomModels {
  /// A random app of features on screens of their own, reached from a hub
  /// and back: each feature's tips, parameters, events, groups and relays
  /// are its own, except, by chance, a parameter another feature's button
  /// sets, a popover (whose blocking couples everything), a display
  /// frequency, or no relaunch. Many split into independent parts.
  public static func featureSpec(seed: UInt64) -> String {
    var random = Generator(state: seed &* 6151 &+ 29)
    let features = 2 + random.below(3)
    var lines: [String] = []
    if random.chance(15) { lines.append("config { displayFrequency daily }") }
    if random.chance(15) { lines.append("config { relaunch false }") }
    lines.append("style Relay(next: Tip) { button close \"Next\" { invalidate tip .tipClosed set next.on = true } }")
    var hub = ["screen Hub initial {"]
    var tipNames: [String] = []
    for feature in 0..<features {
      let tips = 1 + random.below(2)
      var screen = ["screen S\(feature) {", "  link \"Back\" -> Hub"]
      hub.append("  link \"Open \(feature)\" -> S\(feature)")
      var names: [String] = []
      for t in 0..<tips {
        let name = "F\(feature)T\(t)"
        names.append(name)
        var body = "title \"\(name)\" param on: Bool = false"
        switch random.below(3) {
        case 0: body += " rule on"
        case 1: body += " event used rule used.donations.count >= \(1 + random.below(2))"
        default: break
        }
        if random.chance(25) { body += " maxDisplayCount 1" }
        lines.append("tip \(name) { \(body) }")
        let kind = random.chance(15) ? "popover" : "inline"
        var site = "  \(kind) \"\(name)\" shows \(name)"
        if t == 0, tips > 1, random.chance(40) { site += " style Relay(next: F\(feature)T1)" }
        screen.append(site)
      }
      if tips > 1, random.chance(40) {
        lines.append("group g\(feature) ordered { \(names.joined(separator: ", ")) }")
      }
      for b in 0..<(1 + random.below(2)) {
        let target = names[random.below(names.count)]
        let effects = [
          "set \(target).on = true", "toggle \(target).on", "invalidate \(target) .actionPerformed",
          body(of: target, lines: lines),
        ]
        screen.append("  button \"b\(feature)\(b)\" { \(effects[random.below(effects.count)]) }")
      }
      screen.append("}")
      lines += screen
      tipNames += names
      // Its first tip on the hub too: parts sharing a screen are checked in pairs.
      if random.chance(35) { hub.append("  inline \"hub \(feature)\" shows \(names[0])") }
    }
    if random.chance(20), tipNames.count >= 2 {
      // A button of the hub reaching into one feature: still one part each.
      hub.append("  button \"reach\" { set \(tipNames[random.below(tipNames.count)]).on = true }")
    }
    hub.append("}")
    lines += hub
    lines.append("check single-tip, reachable, no-deadlock")
    lines.append("check invariant \"first two not both closed\" !(invalidated(\(tipNames[0])) && invalidated(\(tipNames[1])))")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A donation when the tip counts an event, else setting its parameter.
  private static func body(of tip: String, lines: [String]) -> String {
    lines.contains { $0.hasPrefix("tip \(tip) ") && $0.contains("event used") } ? "donate \(tip).used" : "set \(tip).on = true"
  }
}

extension SplitMix64 {
  public init(state: UInt64) { self.init(seed: state) }
  /// A number in 0..<n (0 when n < 1).
  public mutating func below(_ n: Int) -> Int { next(below: max(1, n)) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

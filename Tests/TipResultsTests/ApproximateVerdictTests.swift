import Testing
import TipExplicit
import TipExplicitCore
import TipModel
import TipResults
import TipSemantics
import TipTestSupport

/// Three-valued verdicts over exact and approximate moves (docs/semantics.md,
/// "Approximate moves"): each rule on a model worked out by hand, and every
/// verdict of random models with approximations against a brute-force
/// reading of the rules over the reference semantics.
@Suite("Verdicts over approximate moves")
struct ApproximateVerdictTests {
  static let flags = """
    holder F { param a: Bool = false  param b: Bool = false  param c: Bool = false  param x: Bool = false }
    tip A { title "a" rule F.a == true }
    tip B { title "b" rule F.b == true }
    tip C { title "c" rule F.c == true }

    """

  /// Verdict, model verdict, trace length and the lines of the places it rests on, by property title.
  struct Row: Equatable, CustomStringConvertible {
    var verdict: Verdict
    var model: Verdict?
    var steps: Int?
    var restsOn: [Int] = []
    var description: String { "\(verdict) (model \(model.map(\.rawValue) ?? "-"), \(steps.map(String.init) ?? "-") steps, rests on \(restsOn))" }
  }

  /// Rows of `text` after `flags`; `restsOn` lines count from the text's first line.
  static func rows(prelude: String = flags, _ text: String) throws -> [String: Row] {
    let spec = Verifier().verify(SourceFile(path: "approx.tipspec", text: prelude + text))
    let model = try #require(spec.model, "\(spec.diagnostics)")
    var rows: [String: Row] = [:]
    for property in spec.properties {
      rows[property.title(in: model)] = Row(
        verdict: property.verdict, model: property.modelVerdict, steps: property.trace?.trace.length,
        restsOn: property.restsOn.map { $0.range.start.line - prelude.filter { $0 == "\n" }.count })
    }
    return rows
  }

  @Test("Safety: violated by exact moves alone stands, whatever is approximated elsewhere")
  func safetyViolatedExactly() throws {
    // By hand: "Both" shows A and B at once (1 step, exact). The havoc of c
    // only ever adds C alone.
    let rows = try Self.rows(
      """
      screen Home initial {
        button "Both" { set F.a = true  set F.b = true }
        button "Unread" { havoc F.c }
        inline "a" shows A  inline "b" shows B  inline "c" shows C
      }
      check single-tip
      """)
    #expect(rows["single-tip"] == Row(verdict: .violated, model: nil, steps: 1))
  }

  @Test("Safety: a counterexample that needs an approximate move is unknown, and names it")
  func safetyViolatedOnlyByApproximation() throws {
    // By hand: only the havoc (line 3 of the screen) makes C visible beside
    // A: the model's counterexample is "A on", then "Unread" setting c (2
    // steps). With exact moves alone only A ever shows: unknown.
    let rows = try Self.rows(
      """
      screen Home initial {
        button "A on" { set F.a = true }
        button "Unread" { havoc F.c }
        inline "a" shows A  inline "c" shows C
      }
      check single-tip
      """)
    #expect(rows["single-tip"] == Row(verdict: .unknown, model: .violated, steps: 2, restsOn: [3]))
  }

  @Test("Safety: what holds with every move holds")
  func safetyHoldsWithEveryMove() throws {
    let rows = try Self.rows(
      """
      screen Home initial {
        button "Unread" { either { set F.a = true } or { set F.a = false } }
        inline "a" shows A
      }
      check single-tip, invariant "b stays off" !F.b
      """)
    #expect(rows["single-tip"] == Row(verdict: .holds, model: nil, steps: nil))
    #expect(rows.first { $0.key.hasPrefix("invariant") }?.value.verdict == .holds, "\(rows)")
  }

  @Test("Reachable: an exact witness holds, an approximate one is unknown, none at all can never appear")
  func reachability() throws {
    // By hand: A by "Go" (exact, 1 step); B only by the havoc (unknown, the
    // model's witness 1 step); nothing sets c (violated).
    let rows = try Self.rows(
      """
      screen Home initial {
        button "Go" { set F.a = true }
        button "Unread" { havoc F.b }
        inline "a" shows A  inline "b" shows B  inline "c" shows C
      }
      check reachable
      """)
    #expect(rows["reachable A"] == Row(verdict: .holds, model: nil, steps: 1))
    #expect(rows["reachable B"] == Row(verdict: .unknown, model: .holds, steps: 1, restsOn: [3]))
    #expect(rows["reachable C"]?.verdict == .violated)
  }

  @Test("Reachable: a shortest witness through an approximation gives way to a longer exact one")
  func exactWitnessFoundAgain() throws {
    // By hand: the shortest witness is "Unread" (1 step, approximate); the
    // exact one is "Step" then "Then" (2 steps): holds in 2 steps.
    let rows = try Self.rows(
      """
      screen Home initial {
        button "Unread" { havoc F.b }
        button "Step" { set F.x = true }
        button "Then" if F.x { set F.b = true }
        inline "b" shows B
      }
      check reachable B
      """)
    #expect(rows["reachable B"] == Row(verdict: .holds, model: nil, steps: 2))
  }

  @Test("no-deadlock: a stuck state exact moves reach is violated, even when the shortest one is approximate")
  func deadlockReachedExactly() throws {
    // By hand: B waits for b with a off; "B on" sets b. Locking (a = true)
    // makes B impossible for good (no relaunch). The approximate "Unread"
    // locks in 1 step; "Prep" then "Lock" lock by exact moves in 2: violated
    // in 2 steps, B stuck.
    let rows = try Self.rows(
      prelude: "",
      """
      holder F { param a: Bool = false  param b: Bool = false  param x: Bool = false }
      config { relaunch false }
      tip D { title "d" rule F.b == true && F.a == false }
      screen Home initial {
        button "Unread" { either { set F.a = true } or {} }
        button "Prep" { set F.x = true }
        button "Lock" if F.x { set F.a = true }
        button "B on" { set F.b = true }
        inline "d" shows D
      }
      check no-deadlock
      """)
    #expect(rows["no-deadlock"] == Row(verdict: .violated, model: nil, steps: 2))
  }

  @Test("no-deadlock: holds when exact moves lead on from every state, unknown when only approximate ones do")
  func deadlockEscapes() throws {
    // By hand: A always has "Go" (exact) and B only the havoc: with A alone
    // no-deadlock holds; with B the model holds it, but only the havoc
    // shows B.
    let holding = try Self.rows(
      prelude: "",
      """
      holder F { param a: Bool = false  param b: Bool = false }
      tip A { title "a" rule F.a == true }
      screen Home initial {
        button "Go" { set F.a = true }
        button "Unread" { havoc F.b }
        inline "a" shows A
      }
      check no-deadlock
      """)
    #expect(holding["no-deadlock"] == Row(verdict: .holds, model: nil, steps: nil))
    let unknown = try Self.rows(
      prelude: "",
      """
      holder F { param a: Bool = false  param b: Bool = false }
      tip A { title "a" rule F.a == true }
      tip B { title "b" rule F.b == true }
      screen Home initial {
        button "Go" { set F.a = true }
        button "Unread" { havoc F.b }
        inline "a" shows A  inline "b" shows B
      }
      check no-deadlock
      """)
    #expect(unknown["no-deadlock"]?.verdict == .unknown)
    #expect(unknown["no-deadlock"]?.model == .holds)
    // The unknown names the tip only approximated steps lead to, and where
    // (B waits from launch; the havoc is on line 6).
    let spec = Verifier().verify(
      SourceFile(
        path: "approx.tipspec",
        text: """
          holder F { param a: Bool = false  param b: Bool = false }
          tip A { title "a" rule F.a == true }
          tip B { title "b" rule F.b == true }
          screen Home initial {
            button "Go" { set F.a = true }
            button "Unread" { havoc F.b }
            inline "a" shows A  inline "b" shows B
          }
          check no-deadlock
          """))
    #expect(
      spec.properties.first?.explanation
        == ["it holds in the model, but at launch, B can appear only through steps TipCheck approximated: approx.tipspec:6:21"])
  }

  @Test("An approximation splits a step into its exact part and one move per way it may go")
  func movesOfAnApproximation() throws {
    // By hand: `if F.x { either {…} or {…} }`: where x is off, one exact
    // move; where it is on, two approximate ones, the first saying what it
    // assumes. `havoc` of a Bool: two.
    let system = try TestSupport.system(
      Self.flags
        + """
        screen Home initial {
          button "Maybe" { if F.x { either "the sync failed" { set F.a = true } or { set F.b = true } } }
          button "Any" { havoc F.c }
          inline "a" shows A
        }
        """)
    let maybe = system.moves.filter { if case .userAction = $0.label { true } else { false } }
    #expect(maybe.filter(\.isExact).count == 1)
    #expect(maybe.filter { !$0.isExact }.map { $0.approximations.map(\.assumption) }.sorted { "\($0)" < "\($1)" } == [
      ["assumes the sync failed"], ["sets F.c to false"], ["sets F.c to true"], ["takes the second of 2 blocks"],
    ])
  }

  @Test("An approximation at the first launch: each way checked; what every way gives stands, else unknown naming the launch (A7)")
  func approximationAtLaunch() throws {
    // By hand (relaunch off, so the havoc runs once): the launch sets F.a
    // to false or true. "B" shows B in 1 step either way: reachable B
    // holds. A shows at launch only if a is true: unknown (holds one way,
    // violated the other). With a true, A and B show after "B": single-tip
    // violated one way, holds the other: unknown. C needs F.c, which
    // nothing sets: never, either way.
    let rows = try Self.rows(
      """
      config { relaunch false }
      screen Home initial {
        onAppear { havoc F.a }
        button "B" { set F.b = true }
        inline "a" shows A  inline "b" shows B  inline "c" shows C
      }
      check single-tip, reachable A, B, C
      """)
    #expect(rows["reachable B"] == Row(verdict: .holds, model: nil, steps: 1))
    #expect(rows["reachable C"] == Row(verdict: .violated, model: nil, steps: nil))
    #expect(rows["reachable A"]?.verdict == .unknown)
    #expect(rows["single-tip"]?.verdict == .unknown)
    #expect(rows["single-tip"]?.restsOn == [3])
    let spec = Verifier().verify(
      SourceFile(
        path: "approx.tipspec",
        text: Self.flags + """
          config { relaunch false }
          screen Home initial { onAppear { havoc F.a } inline "a" shows A }
          check reachable A
          """))
    #expect(
      spec.properties.first?.explanation == [
        "it depends on how the first launch goes, which TipCheck approximated (approx.tipspec:6:34): it is violated if the first launch sets F.a to false; it holds if the first launch sets F.a to true"
      ], "\(spec.properties.first?.explanation ?? [])")
  }

  // MARK: Against the rules read off the reference semantics

  /// The three-valued verdicts by the rules' definitions, on the reference
  /// semantics' graph with each edge marked exact or not.
  static func expectedVerdicts(_ system: TransitionSystem) -> [Verdict] {
    var index: [[Int]: Int] = [:]
    var states: [[Int]] = []
    var edges: [[(target: Int, exact: Bool)]] = []
    for step in system.initialSteps() where index[step.state] == nil {
      index[step.state] = states.count
      states.append(step.state)
    }
    var cursor = 0
    while cursor < states.count {
      var out: [(Int, Bool)] = []
      for step in system.successors(of: states[cursor]) where step.domainViolation == nil {
        if index[step.state] == nil {
          index[step.state] = states.count
          states.append(step.state)
        }
        out.append((index[step.state]!, system.moves[step.move!].isExact))
      }
      edges.append(out)
      cursor += 1
    }
    // Reached by exact moves from a launch.
    var exactlyReached = Set(system.initialSteps().compactMap { index[$0.state] })
    var frontier = Array(exactlyReached)
    while let state = frontier.popLast() {
      for edge in edges[state] where edge.exact && exactlyReached.insert(edge.target).inserted { frontier.append(edge.target) }
    }
    // Per tip: the states from which it can appear, by any move and by exact moves.
    func canShow(_ tip: TipID, exactOnly: Bool) -> Set<Int> {
      var found = Set(states.indices.filter { system.visibleTips(in: states[$0]).contains(tip) })
      var changed = true
      while changed {
        changed = false
        for state in states.indices where !found.contains(state) {
          if edges[state].contains(where: { (!exactOnly || $0.exact) && found.contains($0.target) }) {
            found.insert(state)
            changed = true
          }
        }
      }
      return found
    }
    return system.properties.map { checked in
      switch checked.kind {
      case .invariant(let expression), .reachability(let expression):
        let isInvariant = if case .invariant = checked.kind { true } else { false }
        let bad = states.indices.filter { system.holds(expression, in: states[$0]) != isInvariant }
        if isInvariant {
          if bad.isEmpty { return .holds }
          return bad.contains(where: exactlyReached.contains) ? .violated : .unknown
        }
        if bad.isEmpty { return .violated }
        return bad.contains(where: exactlyReached.contains) ? .holds : .unknown
      case .noDeadlock:
        let awaited = { (state: Int) in
          system.model.tipIDs.filter { system.holds(system.derived.awaited[$0.index], in: states[state]) }
        }
        let any = Dictionary(uniqueKeysWithValues: system.model.tipIDs.map { ($0, canShow($0, exactOnly: false)) })
        let exact = Dictionary(uniqueKeysWithValues: system.model.tipIDs.map { ($0, canShow($0, exactOnly: true)) })
        let violated = exactlyReached.contains { state in
          awaited(state).contains { !any[$0]!.contains(state) } || edges[state].isEmpty
        }
        if violated { return .violated }
        let holds = states.indices.allSatisfy { state in
          awaited(state).allSatisfy { exact[$0]!.contains(state) } && edges[state].contains(where: \.exact)
        }
        return holds ? .holds : .unknown
      case .staysInDomain:
        return .holds
      }
    }
  }

  @Test("Random models with approximations: every verdict is the rules' verdict", arguments: 0..<24)
  func againstTheRules(seed: Int) throws {
    let text = RandomModels.approximateSpec(seed: UInt64(seed))
    let system = try TestSupport.system(text)
    let expected = Self.expectedVerdicts(system)
    let spec = Verifier().verify(system, sources: [])
    for property in spec.properties {
      guard let checked = system.properties.firstIndex(where: { $0.propertyIndex == property.index }) else { continue }
      #expect(property.verdict == expected[checked], "seed \(seed) \(system.model.properties[property.index].name):\n\(text)")
    }
  }

  @Test("The random models reach every verdict of every rule, so the comparison above can fail")
  func randomModelsCoverTheRules() throws {
    var seen: Set<String> = []
    for seed in 0..<24 {
      let system = try TestSupport.system(RandomModels.approximateSpec(seed: UInt64(seed)))
      for (checked, verdict) in zip(system.properties, Self.expectedVerdicts(system)) {
        let kind =
          switch checked.kind {
          case .invariant: "invariant"
          case .reachability: "reachability"
          case .noDeadlock: "no-deadlock"
          case .staysInDomain: "range"
          }
        seen.insert("\(kind) \(verdict)")
      }
    }
    for kind in ["invariant", "reachability", "no-deadlock"] {
      for verdict in ["holds", "violated", "unknown"] { #expect(seen.contains("\(kind) \(verdict)"), "\(seen)") }
    }
  }

  @Test("Random models with approximations: the core and the accelerator agree", arguments: 0..<12)
  func enginesAgree(seed: Int) throws {
    let system = try TestSupport.system(RandomModels.approximateSpec(seed: UInt64(seed) &+ 500))
    EngineAgreement.expect(system, "approximate seed \(seed)")
    EngineAgreement.expect(system.exactOnly(), "exact moves of seed \(seed)")
    for index in system.properties.indices where system.properties[index].kind == .noDeadlock {
      EngineAgreement.expect(system.reachedExactlyEscapingAnyhow(property: index), "reached exactly, seed \(seed)")
      EngineAgreement.expect(system.reachedAnyhowEscapingExactly(property: index), "escaping exactly, seed \(seed)")
    }
  }

  @Test("anytime: the app's own code runs on any screen, even under a popover, where a button cannot (S31)")
  func anytimeIsNotBlocked() throws {
    // By hand: P (no rules) shows in a popover at launch and blocks the
    // user's controls until closed. An `anytime` setting F.a shows A beside
    // it in one step: single-tip violated in 1. The same effect as a
    // top-level button is blocked: A only after closing P, alone: holds.
    func spec(_ mover: String) -> String {
      """
      holder F { param a: Bool = false }
      tip P { title "p" }
      tip A { title "a" rule F.a == true }
      screen Home initial {
        popover "Anchor" shows P dismissable false
        inline "a" shows A
      }
      \(mover) "sync" { set F.a = true }
      check single-tip
      """
    }
    let anytime = Verifier().verify(SourceFile(path: "a.tipspec", text: spec("anytime")))
    let violated = try #require(anytime.properties.first)
    #expect(violated.verdict == .violated)
    #expect(violated.trace?.steps.map(\.action) == ["Launch the app", "Meanwhile, the app runs sync on its own"])
    let button = Verifier().verify(SourceFile(path: "b.tipspec", text: spec("button")))
    #expect(button.properties.first?.verdict == .holds)
  }

  @Test("havoc of an Int without a declared range takes every value its comparisons tell apart; read otherwise, an error (F2)")
  func havocOfAnInt() throws {
    // By hand: n is only compared with 3, so any value is below 3 or not:
    // the havoc can make A's rule true. The model's witness is the havoc
    // (unknown, model holds), never "can never appear".
    let spec = """
      holder F { param n: Int = 0 }
      tip A { title "a" rule F.n >= 3 }
      screen Home initial { button "Unread" { havoc F.n } inline "a" shows A }
      check reachable A
      """
    let rows = try Self.rows(prelude: "", spec)
    #expect(rows["reachable A"]?.verdict == .unknown)
    #expect(rows["reachable A"]?.model == .holds)
    let model = try TestSupport.model(spec)
    #expect(model.parameters.first?.type == .int(range: 0...4))
    // Doubled in a rule, n is not only compared with constants: no range can be inferred.
    let doubled = Verifier().verify(
      SourceFile(path: "d.tipspec", text: spec.replacingOccurrences(of: "rule F.n >= 3", with: "rule F.n * 2 >= 6")))
    #expect(doubled.model == nil)
    #expect(doubled.diagnostics.contains { $0.message.contains("it may take any value ('havoc')") && $0.range.start.line == 3 })
    // Compared with `<`: the range reaches below the constant (5 by default,
    // `n < 3` needs a value under 3): the havoc can make it true.
    let below = spec.replacingOccurrences(of: "param n: Int = 0", with: "param n: Int = 5")
      .replacingOccurrences(of: "rule F.n >= 3", with: "rule F.n < 3")
    #expect(try TestSupport.model(below).parameters.first?.type == .int(range: 2...5))
    #expect(try Self.rows(prelude: "", below)["reachable A"]?.model == .holds)
  }
}

/// Help and usage text, in swift-argument-parser's layout.
public enum HelpText {
  public static let version = "0.1.0"

  public static let overview = """
    OVERVIEW: Model-check TipKit tutorials: every tap, every path, every tip.

    USAGE: tipcheck <subcommand>

    SUBCOMMANDS:
      verify                  Check the properties of .tipspec models and TipKit Swift sources
                              (default: the current directory).
      simulate                Walk a model at random and tell the walk as a story.
      export                  Write the transition system as Promela (for SPIN) or SMT-LIB.
      extract                 Print the .tipspec TipCheck reads from an app's Swift sources.
      report                  Verify, then write an HTML report: verdicts, a counterexample explorer,
                              coverage, a test plan and the state graph.
      xcuitest                Write the test plan and scenarios as XCUITests that check the model's
                              predictions on a device.
      help                    Show help for a subcommand.

    OPTIONS:
      --config <path>         Read this configuration instead of the nearest .tipcheck.yml at or
                              above the current directory (docs/configuration.md); --no-config: none.
      --version               Show the version.
      -h, --help              Show help information.

    EXIT CODES:
      0   every property has its expected verdict
      1   a property is violated (or holds where a violation is expected), or a scenario fails
      2   inconclusive: a limit was reached before a verdict
      64  usage error      65  invalid input (or configuration)      66  input not found      70  internal error
      73  an output file or standard output cannot be written
      130 interrupted (Ctrl-C)      143 terminated (SIGTERM)      131 SIGQUIT      129 SIGHUP

    """

  public static let verify = """
    OVERVIEW: Check every property of every spec, and replay its scenarios.

    USAGE: tipcheck verify [<paths> ...] [--one-app] [--format <format>] [--engine <engine>]
                           [--bound <k>] [--max-states <n>] [--max-depth <n>] [--timeout <seconds>]
                           [--memory-limit <MiB>] [--threads <n>] [--color <mode>] [--verbose] [--quiet]
                           [--unknown <error|warning>] [--readings <all|default>] [--config <path>]

    ARGUMENTS:
      <paths>                 .tipspec files, .swift files (named together: one app), or directories:
                              each .tipspec below is a model, and the .swift files below are one app.
                              (default: the current directory)

    OPTIONS:
      --one-app               The .swift files of every path named are one app (a modular app's
                              targets or local packages), not one app per directory.
      -f, --format <format>   Output format on stdout. sarif: SARIF 2.1.0 for code scanning; junit: JUnit
                              XML; github: workflow-command annotations (and a GITHUB_STEP_SUMMARY table).
                              (values: text, json, sarif, junit, github; default: text)
      -o, --output <format=path>
                              Also write a report in that format to that file (repeatable): json,
                              sarif, junit, github, text; html=<dir> writes the HTML explorer to
                              <dir>/index.html and lcov=<path> the coverage as LCOV, from the same run.
      -e, --engine <engine>   explicit: breadth-first search of every state (the only engine for
                              no-deadlock); bmc: bounded model checking with Z3; kind: k-induction;
                              pdr: Z3's Spacer (unbounded proofs); auto: explicit search when it
                              finishes within 10 million states (fewer with --max-states; use
                              explicit for more), else k-induction/PDR for safety and BMC/PDR for
                              reachability. explicit-core and explicit-fast pick one explicit
                              engine (by default the core searches small models and the
                              accelerator, parallel, larger ones); the verdicts are the same.
                              (values: explicit, bmc, kind, pdr, auto, explicit-core,
                              explicit-fast; default: auto)
      --bound <k>             Depth of bounded model checking, at most 10000. (default: 40)
      --max-states <n>        Stop after this many states; verdicts not yet reached are unknown.
      --max-depth <n>         Explore paths of at most this many moves.
      --timeout <seconds>     End the whole run after this long (every spec, engine and query);
                              what is undecided then is unknown.
      --memory-limit <MiB>    Stop before the search or no-deadlock's analysis exceeds this.
                              (default: 12288, or less under a memory or address-space limit)
      -j, --threads <n>       Worker threads of the explicit search; results do not depend on it.
                              (default: every core)
      --color <mode>          Colour the text report. (values: auto, always, never; default: auto)
      -v, --verbose           Also tell the witness of every reachable tip, and how the visited set
                              kept the states (hash tables, a direct or a compressed map).
      -q, --quiet             Print only the summary line and problems.
      --readings <all|default>
                              all: also check each property under every other reading of TipKit
                              behaviour Apple does not document that the model touches, and say
                              whether its verdict depends on one (docs/semantics.md, Readings).
                              (default: default)
      --unknown <policy>      warning: exit 0 when the only problems are verdicts left unknown (they
                              still print as warnings), for build steps that should fail only on a
                              violation; error: exit 2 (with --quiet, each one an error line).
                              --allow-unknown is --unknown warning. (default: the configuration's
                              'unknown', else error)
      --unknown-default <policy>
                              The policy when neither the command line nor the configuration says
                              (the build-tool plugin's: warning).
      --build-stamp <path>    Write a Swift file holding one comment there when the run exits 0:
                              the output a build system tracks (SwiftPM compiles a generated Swift
                              file; any other file would be bundled as a resource).
      --config <path>, --no-config
                              Read this configuration, or none, instead of the nearest
                              .tipcheck.yml at or above the current directory. Its settings come
                              first; options on the command line win.
      --coverage [lcov=<path>]
                              Also print what the state space exercises (and write it as LCOV): tips never
                              visible or never invalidated (per reason), rules never true or never false,
                              moves never enabled or taken, sites that never show a tip, what each
                              scenario exercised; and a test plan: a few shortest move sequences that
                              together show every tip and take every move. With --format json, both
                              are in the report.
      -h, --help              Show help information.

    """

  public static let simulate = """
    OVERVIEW: Walk a model at random, telling each tap and what the screen shows.

    USAGE: tipcheck simulate <spec> [--steps <n>] [--seed <seed>] [--format <format>]

    ARGUMENTS:
      <spec>                  A .tipspec file, or an app's .swift file or directory.

    OPTIONS:
      --steps <n>             Number of moves. (default: 20)
      --seed <seed>           Seed of the random walk; the same seed gives the same walk. (default: 1)
      -f, --format <format>   Output format. (values: text, json; default: text)
      -h, --help              Show help information.

    """

  public static let export = """
    OVERVIEW: Write a spec's transition system for another tool: Promela, so SPIN explores
    exactly the same states, or VMT-LIB: SMT-LIB 2 with init, transition relation and
    properties annotated for VMT model checkers (nuXmv, ic3ia).

    USAGE: tipcheck export <spec> [--format <format>] [--output <path>]

    ARGUMENTS:
      <spec>                  A .tipspec file, or an app's .swift file or directory.

    OPTIONS:
      -f, --format <format>   (values: promela, smtlib; default: promela)
      -o, --output <path>     Write to a file instead of stdout.
      -h, --help              Show help information.

    """

  public static let extract = """
    OVERVIEW: Print the model TipCheck reads from an app's TipKit Swift sources, as a .tipspec
    (each declaration names the Swift line it came from), with a warning for anything not
    understood. Refine it and verify the .tipspec instead, or add `// tipcheck: check …`
    comments to the Swift sources.

    USAGE: tipcheck extract <paths> ... [--output <path>]

    ARGUMENTS:
      <paths>                 .swift files or directories (all together are one app).

    OPTIONS:
      -o, --output <path>     Write to a file instead of stdout.
      -h, --help              Show help information.

    """

  public static let report = """
    OVERVIEW: Verify, then write one self-contained HTML page (no network): the verdict table, an
    explorer that steps through each counterexample, witness and scenario drawing the screen, its
    sites and tips, the next tap and every parameter; coverage; a test plan; the state graph.

    USAGE: tipcheck report [<paths> ...] --output <directory> [--source-url <template>]
                           [verify's limits and engine options]

    ARGUMENTS:
      <paths>                 As for verify. (default: the current directory)

    OPTIONS:
      -o, --output <directory>
                              Write <directory>/index.html (the directory is created).
      --source-url <template> Link each location to this address, '{path}' (relative to the current
                              directory) and '{line}' filled in, e.g.
                              'https://github.com/team/app/blob/main/{path}#L{line}'.
                              (default: a file:// link to the file)
      -e, --engine, --bound, --max-states, --max-depth, --timeout, --memory-limit, -j, --threads
                              As for verify.
      -h, --help              Show help information.

    The exit code is verify's: 0 when every property has its expected verdict.

    """

  public static let xcuitest = """
    OVERVIEW: Write the model's test plan and scenarios as an XCUITest file. Each case launches the
    app with a fresh TipKit datastore (-com.apple.TipKit.ResetDatastore 1), makes the model's moves
    (taps by label, a tap outside a popover, a relaunch) and after each checks that exactly the
    tips the model predicts are on screen, by title. Moves a UI test cannot make (time passing, an
    event read as a move) end a case with a comment.

    USAGE: tipcheck xcuitest <spec or app> [--output <path>] [--class <name>]
                             [--launch-argument <argument> ...] [verify's limits and engine options]

    ARGUMENTS:
      <spec or app>           One .tipspec, or one app's .swift files or directory.
                              (default: the current directory)

    OPTIONS:
      -o, --output <path>     Write to a file instead of stdout (e.g. MyAppUITests/TutorialUITests.swift).
      --class <name>          The test class's name. (default: TutorialUITests)
      --launch-argument <argument>
                              Also pass this launch argument to the app (repeatable).
      -h, --help              Show help information.

    """

  public static func usage(for command: String?) -> String {
    switch command {
    case "verify": "USAGE: tipcheck verify [<paths> ...] [--format <format>] [options]\n  See 'tipcheck help verify' for more information."
    case "simulate": "USAGE: tipcheck simulate <spec> [--steps <n>] [--seed <seed>]\n  See 'tipcheck help simulate' for more information."
    case "export": "USAGE: tipcheck export <spec> [--format promela|smtlib] [--output <path>]\n  See 'tipcheck help export' for more information."
    case "extract": "USAGE: tipcheck extract <paths> ... [--output <path>]\n  See 'tipcheck help extract' for more information."
    case "report": "USAGE: tipcheck report [<paths> ...] --output <directory> [options]\n  See 'tipcheck help report' for more information."
    case "xcuitest": "USAGE: tipcheck xcuitest <spec or app> [--output <path>] [options]\n  See 'tipcheck help xcuitest' for more information."
    default: "USAGE: tipcheck <subcommand>\n  See 'tipcheck --help' for more information."
    }
  }

  public static func help(_ topic: String?) -> String? {
    switch topic {
    case nil: overview
    case "verify": verify
    case "simulate": simulate
    case "export": export
    case "extract": extract
    case "report": report
    case "xcuitest": xcuitest
    default: nil
    }
  }
}

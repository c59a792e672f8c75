// The thin executable: parse, run, print, exit. Everything else is in
// TipCheckCLI so it can be tested without a process.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Foundation
import TipCheckCLI
import TipExplicitCore
import TipResults

Interruption.install()
MemoryBudget.prepareProcess()
let environment = TerminalEnvironment(
  variables: ProcessInfo.processInfo.environment,
  stdoutIsTerminal: isatty(STDOUT_FILENO) != 0,
  stderrIsTerminal: isatty(STDERR_FILENO) != 0)
/// A reader that went away (`| head`) ends the run by SIGPIPE, quietly, as
/// any Unix tool; any other failure to write standard output is exit 73.
@Sendable func writeStandardOutput(_ text: String) {
  guard let failure = OutputFile.writeAll(text, to: STDOUT_FILENO) else { return }
  _ = OutputFile.writeAll(
    "tipcheck: cannot write the results to standard output: \(String(cString: strerror(failure)))\n", to: STDERR_FILENO)
  exit(ExitStatus.cannotWrite.rawValue)
}

let output = Runner.run(Array(CommandLine.arguments.dropFirst()), environment: environment) { writeStandardOutput($0) }
// Diagnostics first, as a compiler prints them: the report's "(see above)"
// is then true on a terminal, where both streams meet.
_ = OutputFile.writeAll(output.stderr, to: STDERR_FILENO)
writeStandardOutput(output.stdout)
exit(output.status)

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

let environment = TerminalEnvironment(
  variables: ProcessInfo.processInfo.environment,
  stdoutIsTerminal: isatty(STDOUT_FILENO) != 0,
  stderrIsTerminal: isatty(STDERR_FILENO) != 0)
let output = Runner.run(Array(CommandLine.arguments.dropFirst()), environment: environment)
FileHandle.standardOutput.write(Data(output.stdout.utf8))
FileHandle.standardError.write(Data(output.stderr.utf8))
exit(output.status)

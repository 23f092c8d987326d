import DoshShell
#if canImport(Glibc)
import Glibc
#endif

exit(DoshCLI.main(Array(CommandLine.arguments.dropFirst())))

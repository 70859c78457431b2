// `bench memory`'s second floor: the same as the Foundation floor with only
// FoundationEssentials imported (no FoundationInternationalization, no ICU).
import FoundationEssentials

let environment = ProcessInfo.processInfo.environment
print("FoundationEssentials floor: \(environment.count) variables, in \(FileManager.default.currentDirectoryPath), at \(Date().timeIntervalSince1970)")

// `bench memory`'s first floor: the least a program that imports Foundation takes. It
// does what every app does before its own work (reads the environment, the current
// directory, the time) and prints one line, so the library is initialised, not only mapped.
import Foundation

let environment = ProcessInfo.processInfo.environment
print("Foundation floor: \(environment.count) variables, in \(FileManager.default.currentDirectoryPath), at \(Date().timeIntervalSince1970)")

/// WeatherTerminal: the weather app's terminal screens (view controllers that only
/// bind), its plain-text/JSON front end for pipes, and its start (`WeatherApp.run`).
public enum WeatherTerminal {}

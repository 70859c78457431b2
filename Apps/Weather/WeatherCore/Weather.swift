/// WeatherCore: the weather app's models, sources (Open-Meteo, OpenWeatherMap), storage
/// of recent cities and its view model. Imports no UI.
public enum Weather {}

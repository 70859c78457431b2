/// TweetieTerminal: the reader's terminal front end (view controllers that only bind
/// TweetieCore's view models to TerminalUI views) and its plain-text/JSON front end.
public enum TweetieTerminal {}

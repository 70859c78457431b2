/// TerminalUI: views, navigation and `.rx` bindings for the terminal (UIKit + RxCocoa's role).
public enum TerminalUI {}

/// NewsTerminal: the news reader's terminal screens (the list with its two row layouts,
/// the reading screen), its plain-text/JSON front end for pipes, and `NewsApp`, the start
/// the `news` executable calls. View controllers only bind `NewsCore`'s view models.
public enum NewsTerminal {}

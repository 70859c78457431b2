/// TweetieCore: the Twitter list reader's models, API, fetcher and view models.
public enum Tweetie {}

// `tweetie`: the Twitter list reader. Being written.
print("tweetie: not yet")

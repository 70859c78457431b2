print("tui-gallery: work in progress")

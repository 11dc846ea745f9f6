print("intents-bench: not supported yet")

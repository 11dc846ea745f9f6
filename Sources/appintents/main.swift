print("appintents: not supported yet")

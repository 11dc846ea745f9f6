print("soupshop: not supported yet")

// The host is being built; until then this prints where it stands.
print("soupshop: the command-line host is not supported yet")

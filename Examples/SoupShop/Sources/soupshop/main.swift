import SoupShopKit

// `soupshop intents`, `soupshop run OrderSoupIntent --soup tomato`: the host does the rest.
await soupShopApp.main()

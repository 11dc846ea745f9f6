await teaTime.main()

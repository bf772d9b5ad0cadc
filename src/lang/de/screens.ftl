### screens

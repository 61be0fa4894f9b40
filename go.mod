module floorfall

go 1.26.8

# expect: none
# source: DESIGN.md policy near-miss
# technique: model.compile is a method sharing a name with compile
from tensorflow import keras

model = keras.Sequential([keras.layers.Dense(1, input_shape=(3,))])
model.compile(optimizer="adam", loss="mse")
model.summary()

# expect: none
# source: DESIGN.md policy near-miss
# technique: model.eval() is a method sharing a name with eval
import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
model.eval()
with torch.no_grad():
    print(model(torch.zeros(1, 4)))
